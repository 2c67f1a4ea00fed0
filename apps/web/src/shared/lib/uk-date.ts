/**
 * Dates typed as the UK writes them (dd/mm/yyyy), whatever the browser's language, and their
 * 'yyyy-mm-dd' values.
 */
const DATE_MAX = 10;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The number of days in a month (1-12) of a year. */
export const daysIn = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Masks a typed date: keeps digits and slashes only, puts a slash after the day and after the
 * month (when the next digit arrives, so backspace is never fought), drops repeated or extra
 * slashes and digits past the year, and caps the length at 10.
 */
export function maskDate(input: string): string {
  let out = '';
  let segment = 0; // 0 day, 1 month, 2 year
  let length = 0;
  for (const ch of input) {
    if (ch === '/') {
      if (segment < 2 && length > 0) {
        out += '/';
        segment += 1;
        length = 0;
      }
    } else if (ch >= '0' && ch <= '9') {
      if (segment < 2 && length === 2) {
        out += '/';
        segment += 1;
        length = 0;
      }
      if (segment === 2 && length === 4) continue;
      out += ch;
      length += 1;
    }
  }
  return out.slice(0, DATE_MAX);
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy' (the prefill); '' when the input is not such a date. */
export function toUkDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return '';
  const [, yyyy = '', mm = '', dd = ''] = match;
  return `${dd}/${mm}/${yyyy}`;
}

/**
 * A whole typed date ('28/12/2026', or '1/2/2027') as 'yyyy-mm-dd'; null while it is incomplete or
 * is no calendar date (31/02).
 */
export function typedDateToIso(input: string): string | null {
  const match = TYPED_DATE.exec(input.trim());
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${yyyy}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`;
}
