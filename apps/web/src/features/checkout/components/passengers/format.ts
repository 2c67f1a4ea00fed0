/** en-GB long dates (docs/spec/2-checkout-payment.md §9): 12 June 2027. */
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatLongDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));
