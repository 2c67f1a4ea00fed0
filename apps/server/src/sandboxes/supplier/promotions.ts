import type { Promotion } from '../../integrations/supplier/supplier';
import { addDays, addMonths } from '../../lib/dates';
import { hashUnit } from '../../lib/prng';

const PROMO_STREAM = 0x50524f;

/** Share of hotel-months with each kind of offer (the rest sell at their standard price). */
const EXCLUSIVE_SHARE = 0.012;
const EARLY_BOOKING_SHARE = 0.01;
const LONG_STAY_SHARE = 0.006;

/** Early-booking offers close this many days before the month they are for begins. */
export const EARLY_BOOKING_CLOSES_DAYS = 90;
/** A long-stay offer needs at least this many nights. */
export const LONG_STAY_MIN_NIGHTS = 10;

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The sandbox supplier's special offers, as a bed bank sends them: for each hotel and calendar
 * month of check-in, at most one offer, decided by (seed, hotel, month) alone, so any window of
 * dates sees the same offers. An exclusive negotiated discount (10-25 %, 3 nights or more), an
 * early-booking discount (10-15 %, booked at least 90 days before the month starts) or a
 * long-stay offer (15 %, 10 nights or more).
 */
export function promotionsOf(
  seed: number,
  hotelIds: readonly number[],
  window: { from: string; days: number },
): Promotion[] {
  const months: string[] = [];
  const last = addDays(window.from, Math.max(0, window.days - 1));
  for (let m = monthStart(window.from); m <= last; m = addMonths(m, 1)) months.push(m);
  const out: Promotion[] = [];
  for (const hotelId of hotelIds) {
    for (const stayFrom of months) {
      const monthKey = Number(stayFrom.slice(0, 4)) * 12 + Number(stayFrom.slice(5, 7));
      const u = hashUnit(seed ^ PROMO_STREAM, hotelId, monthKey);
      const v = hashUnit(seed ^ PROMO_STREAM, hotelId, monthKey, 1);
      const stayTo = addDays(addMonths(stayFrom, 1), -1);
      const base = { hotelId, stayFrom, stayTo };
      if (u < EXCLUSIVE_SHARE) {
        out.push({
          ...base,
          id: `SBX-EX-${String(hotelId)}-${stayFrom.slice(0, 7)}`,
          kind: 'exclusive',
          discountPct: 10 + Math.floor(v * 16),
          bookBy: null,
          minNights: 3,
        });
      } else if (u < EXCLUSIVE_SHARE + EARLY_BOOKING_SHARE) {
        out.push({
          ...base,
          id: `SBX-EB-${String(hotelId)}-${stayFrom.slice(0, 7)}`,
          kind: 'early_booking',
          discountPct: 10 + Math.floor(v * 6),
          bookBy: addDays(stayFrom, -EARLY_BOOKING_CLOSES_DAYS),
          minNights: 3,
        });
      } else if (u < EXCLUSIVE_SHARE + EARLY_BOOKING_SHARE + LONG_STAY_SHARE) {
        out.push({
          ...base,
          id: `SBX-LS-${String(hotelId)}-${stayFrom.slice(0, 7)}`,
          kind: 'long_stay',
          discountPct: 15,
          bookBy: null,
          minNights: LONG_STAY_MIN_NIGHTS,
        });
      }
    }
  }
  return out;
}
