import type {
  TouristTaxAmount,
  TouristTaxRules,
  TouristTaxType,
} from '@sunward/contracts/tourist-tax';

/**
 * Tourist-tax amounts arrive in hundredths (euro cents, or hundredths of a percent) and are
 * formatted only here, at the UI edge.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** Hundredths of `currency` as money with two decimals: €4.00, MAD 10.00. */
export function formatLocalMoney(hundredths: number, currency = 'EUR'): string {
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

function one(hundredths: number, type: TouristTaxType, currency: string): string {
  return type === 'percentage'
    ? `${String(hundredths / 100)}%`
    : formatLocalMoney(hundredths, currency);
}

/**
 * A tax amount as docs/spec/3-accounts-bookings-content.md §3 shows it: a percentage as
 * '{n}% of room rate', a range as 'min - max', no tax as 'None'.
 */
export function formatTaxAmount(
  amount: TouristTaxAmount,
  type: TouristTaxType,
  currency = 'EUR',
): string {
  if (type === 'none') return 'None';
  const text =
    typeof amount === 'number'
      ? one(amount, type, currency)
      : `${one(amount.min, type, currency)} - ${one(amount.max, type, currency)}`;
  return type === 'percentage' ? `${text} of room rate` : text;
}

const typeLabels: Record<TouristTaxType, string> = {
  percentage: 'Percentage of room rate',
  per_person_per_night: 'Per person per night',
  per_room_per_night: 'Per room per night',
  per_person_per_stay: 'Per person per stay',
  none: 'No tourist tax',
};

export function formatTaxType(type: TouristTaxType): string {
  return typeLabels[type];
}

/** A place's amount as the page shows it: 'Not confirmed' where no source confirms the rate. */
export function formatRuleAmount(rule: {
  taxAmount: TouristTaxAmount;
  taxType: TouristTaxType;
  currency: string;
  confirmed: boolean;
}): string {
  return rule.confirmed
    ? formatTaxAmount(rule.taxAmount, rule.taxType, rule.currency)
    : 'Not confirmed';
}

/** What a tax carries on top, in order: 'Plus 34% additional tax (Alpes-Maritimes), then 10% VAT.' */
export function formatSurcharges(rules: TouristTaxRules): string | null {
  if (rules.surcharges.length === 0) return null;
  return `Plus ${rules.surcharges.map((s) => `${String(s.percent)}% ${s.name}`).join(', then ')}.`;
}
