import type { CancellationPolicy } from '@sunward/contracts/bookings';
import { DEPOSIT_PER_PERSON_PENCE } from '@sunward/contracts/checkout';

/**
 * The standard cancellation charges of a UK package holiday: the deposit only 70 or more days
 * before departure, then half the price, 70% from 42 days, 90% from 28 days and the whole price
 * in the last 14 days.
 */
export const DEFAULT_CANCELLATION_BANDS: CancellationPolicy['bands'] = [
  { minDays: 70, percent: null },
  { minDays: 43, percent: 50 },
  { minDays: 29, percent: 70 },
  { minDays: 15, percent: 90 },
  { minDays: 0, percent: 100 },
];

/**
 * Bands as configured (CANCELLATION_BANDS): 'days:percent' pairs separated by commas, 'deposit'
 * for a band that charges only the deposit, e.g. '70:deposit,43:50,29:70,15:90,0:100'. There must
 * be a band from 0 days, and percentages are 0 to 100.
 */
export function parseCancellationBands(text: string): CancellationPolicy['bands'] {
  const bands = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const match = /^(\d{1,3}):(deposit|\d{1,3})$/.exec(pair);
      if (!match?.[1] || !match[2]) throw new Error(`not a cancellation band: ${pair}`);
      const percent = match[2] === 'deposit' ? null : Number(match[2]);
      if (percent !== null && percent > 100) throw new Error(`more than 100%: ${pair}`);
      return { minDays: Number(match[1]), percent };
    })
    .sort((a, b) => b.minDays - a.minDays);
  if (bands.at(-1)?.minDays !== 0) throw new Error('the bands need one from 0 days');
  return bands;
}

/**
 * The policy a new booking keeps: the bands in force, and its deposit as the deposit plans ask it
 * (per passenger with a seat, never more than the price).
 */
export function policyFor(
  bands: CancellationPolicy['bands'],
  totalPence: number,
  seatedPassengers: number,
): CancellationPolicy {
  return {
    depositPence: Math.min(DEPOSIT_PER_PERSON_PENCE * Math.max(1, seatedPassengers), totalPence),
    bands,
  };
}
