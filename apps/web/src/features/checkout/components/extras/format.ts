// Display helpers for the extras page.

/** 55 → '55 min', 135 → '2 hr 15 min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${String(m)} min`;
  return m === 0 ? `${String(h)} hr` : `${String(h)} hr ${String(m)} min`;
}

/** The frame every extras section shares, in the package page's look. */
export const sectionClass = 'rounded-card bg-white p-5 ring-1 ring-slate-200';
export const sectionHeadingClass = 'text-xl font-bold text-brand-800';
