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
  // What each month's offer says of its dates is the same for every hotel: worked out once.
  const months: { stayFrom: string; stayTo: string; bookBy: string; key: number; label: string }[] =
    [];
  const last = addDays(window.from, Math.max(0, window.days - 1));
  for (let stayFrom = monthStart(window.from); stayFrom <= last;) {
    const next = addMonths(stayFrom, 1);
    months.push({
      stayFrom,
      stayTo: addDays(next, -1),
      bookBy: addDays(stayFrom, -EARLY_BOOKING_CLOSES_DAYS),
      key: Number(stayFrom.slice(0, 4)) * 12 + Number(stayFrom.slice(5, 7)),
      label: stayFrom.slice(0, 7),
    });
    stayFrom = next;
  }
  const out: Promotion[] = [];
  for (const hotelId of hotelIds) {
    for (const { stayFrom, stayTo, bookBy, key, label } of months) {
      const u = hashUnit(seed ^ PROMO_STREAM, hotelId, key);
      if (u >= EXCLUSIVE_SHARE + EARLY_BOOKING_SHARE + LONG_STAY_SHARE) continue;
      const v = hashUnit(seed ^ PROMO_STREAM, hotelId, key, 1);
      const base = { hotelId, stayFrom, stayTo };
      if (u < EXCLUSIVE_SHARE) {
        out.push({
          ...base,
          id: `SBX-EX-${String(hotelId)}-${label}`,
          kind: 'exclusive',
          discountPct: 10 + Math.floor(v * 16),
          bookBy: null,
          minNights: 3,
        });
      } else if (u < EXCLUSIVE_SHARE + EARLY_BOOKING_SHARE) {
        out.push({
          ...base,
          id: `SBX-EB-${String(hotelId)}-${label}`,
          kind: 'early_booking',
          discountPct: 10 + Math.floor(v * 6),
          bookBy,
          minNights: 3,
        });
      } else {
        out.push({
          ...base,
          id: `SBX-LS-${String(hotelId)}-${label}`,
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
