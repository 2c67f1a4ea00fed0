import type { StaffTouristTaxVersion } from '@sunward/contracts/staff-tourist-tax';
import type { TouristTaxRate, TouristTaxType } from '@sunward/contracts/tourist-tax';
import { formatDay } from '../../lib/format';

/**
 * A tourist tax rule in words for the desk. Amounts arrive in hundredths (of the currency, or of
 * a percent for a percentage) and are formatted only here.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** Hundredths of `currency` as money: €4.00, TND 12.00. */
export function formatLocalMoney(hundredths: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, format);
  }
  return format.format(hundredths / 100);
}

export const TAX_TYPE_NAMES: Record<TouristTaxType, string> = {
  per_person_per_night: 'Per person per night',
  per_room_per_night: 'Per room per night',
  per_person_per_stay: 'Per person per stay',
  percentage: 'Percentage of the room price',
  none: 'No tourist tax',
};

/** One band's amount: '€4.00', '5%', or 'not confirmed'. */
export function bandAmount(amount: number | null, type: TouristTaxType, currency: string): string {
  if (amount === null) return 'not confirmed';
  return type === 'percentage' ? `${String(amount / 100)}%` : formatLocalMoney(amount, currency);
}

/** '4★', '1-3★' or '' for any star rating; ' 11-01 to 03-31' for a season. */
function bandLabel(rate: TouristTaxRate): string {
  const stars = rate.stars
    ? rate.stars.min === rate.stars.max
      ? `${String(rate.stars.min)}★`
      : `${String(rate.stars.min)}-${String(rate.stars.max)}★`
    : '';
  const season = rate.season ? `${rate.season.from} to ${rate.season.to}` : '';
  return [stars, season].filter(Boolean).join(', ');
}

/** A version's amounts in one line: '5★ €12.00; 4★ €8.40; 1-3★ €7.00'. */
export function amountsOf(
  v: Pick<StaffTouristTaxVersion, 'taxType' | 'rates' | 'currency'>,
): string {
  if (v.taxType === 'none') return 'None';
  if (v.rates.length === 0) return 'No amounts';
  return v.rates
    .map((rate) => {
      const label = bandLabel(rate);
      const amount = bandAmount(rate.amount, v.taxType, v.currency);
      return label ? `${label} ${amount}` : amount;
    })
    .join('; ');
}

/** When a version applies: 'From 1 Apr 2026', 'Until 31 Mar 2026', 'Always'. */
export function appliesText(v: Pick<StaffTouristTaxVersion, 'validFrom' | 'validTo'>): string {
  if (v.validFrom && v.validTo) return `${formatDay(v.validFrom)} to ${formatDay(v.validTo)}`;
  if (v.validFrom) return `From ${formatDay(v.validFrom)}`;
  if (v.validTo) return `Until ${formatDay(v.validTo)}`;
  return 'Since before our records';
}

export const STATE_NAMES: Record<StaffTouristTaxVersion['state'], string> = {
  'in-force': 'In force',
  upcoming: 'To come',
  past: 'No longer in force',
  superseded: 'Replaced by a later version',
};
