/** docs/spec/3-accounts-bookings-content.md §2 'BookingDetail': the six tabs, in order. */
export const bookingTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'payment', label: 'Payment' },
  { id: 'itinerary', label: 'Itinerary' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'documents', label: 'Documents' },
  { id: 'changes', label: 'Changes' },
] as const;

export type BookingTab = (typeof bookingTabs)[number]['id'];

/** The tab a URL segment names ('/account/booking/SW123456/payment'); none or unknown is the overview. */
export function tabFromParam(param: string | undefined): BookingTab {
  const wanted = param?.toLowerCase();
  return bookingTabs.find((t) => t.id === wanted)?.id ?? 'overview';
}

/** The address of a tab: the overview is the booking's own address. */
export function tabPath(reference: string, tab: BookingTab): string {
  const base = `/account/booking/${reference}`;
  return tab === 'overview' ? base : `${base}/${tab}`;
}
