/**
 * Today's calendar date in London ('yyyy-mm-dd'), the brand's clock: the date rules of
 * docs/spec/3-accounts-bookings-content.md §5 (departure date ranges) count from it, whatever the
 * browser's own time zone.
 */
export function londonToday(now: Date = new Date()): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}
