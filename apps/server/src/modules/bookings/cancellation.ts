import type { CancellationPolicy, CancellationToday } from '@sunward/contracts/bookings';
import { addDays, daysBetween } from '../../lib/dates';

/**
 * The charge of one band: a percentage of the price, never less than the deposit, never more
 * than the price; the deposit band charges the deposit alone.
 */
function bandCharge(
  policy: CancellationPolicy,
  band: CancellationPolicy['bands'][number] | undefined,
  totalPence: number,
): number {
  const deposit = Math.min(policy.depositPence, totalPence);
  if (!band) return totalPence;
  if (band.percent === null) return deposit;
  return Math.min(totalPence, Math.max(deposit, Math.round((totalPence * band.percent) / 100)));
}

/**
 * What cancelling costs on `today` (London, yyyy-mm-dd) for a holiday departing `departureDate`:
 * the band whose `minDays` the days left reach (bands sorted by minDays, largest first; on or after
 * departure, the whole price), and the first later date on which the charge rises.
 */
export function cancellationOn(
  policy: CancellationPolicy,
  input: { totalPence: number; paidPence: number; departureDate: string; today: string },
): CancellationToday {
  const bands = [...policy.bands].sort((a, b) => b.minDays - a.minDays);
  const daysLeft = daysBetween(input.today, input.departureDate);
  const index = bands.findIndex((band) => daysLeft >= band.minDays);
  const chargeAt = (i: number) =>
    daysLeft < 0 || i < 0 ? input.totalPence : bandCharge(policy, bands[i], input.totalPence);
  const chargePence = chargeAt(index);
  let nextRise: CancellationToday['nextRise'] = null;
  for (let i = index + 1; i >= 1 && i < bands.length; i += 1) {
    const next = chargeAt(i);
    if (next > chargePence) {
      // The next band starts when the days left fall below this band's floor.
      const startsAtDays = (bands[i - 1]?.minDays ?? 0) - 1;
      nextRise = {
        date: addDays(input.departureDate, -startsAtDays),
        chargePence: next,
        byPence: next - chargePence,
      };
      break;
    }
  }
  return { chargePence, paidPence: input.paidPence, nextRise };
}

/**
 * The band in force on `today` (the one `cancellationOn` charges): from its `minDays` before
 * departure; on or after departure, the last band's whole price (minDays 0, 100%).
 */
export function bandOn(
  policy: CancellationPolicy,
  departureDate: string,
  today: string,
): { minDays: number; percent: number | null; daysLeft: number } {
  const daysLeft = daysBetween(today, departureDate);
  const band = [...policy.bands]
    .sort((a, b) => b.minDays - a.minDays)
    .find((b) => daysLeft >= b.minDays);
  return band ? { ...band, daysLeft } : { minDays: 0, percent: 100, daysLeft };
}
