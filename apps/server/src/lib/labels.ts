/** 'Flight + hotel package' or 'Hotel only'. */
export function holidayTypeLabel(type: 'package' | 'hotelonly'): string {
  return type === 'package' ? 'Flight + hotel package' : 'Hotel only';
}

/** 'Mrs Jane Smith'. */
export function passengerName(p: {
  title: string;
  first_names: string;
  last_name: string;
}): string {
  return [p.title, p.first_names, p.last_name].filter((part) => part.trim() !== '').join(' ');
}
