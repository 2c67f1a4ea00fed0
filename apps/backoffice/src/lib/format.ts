/** Money arrives in integer pence and dates in ISO form; they are formatted only here. */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export const formatPence = (pence: number) => pounds.format(pence / 100);

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar date ('2027-06-12'): 12 Jun 2027. */
export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
/** A moment, in London time: 27 Nov 2026, 22:10. */
export const formatMoment = (isoDateTime: string) => moment.format(new Date(isoDateTime));
