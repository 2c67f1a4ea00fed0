import type { PriceWatch } from '@sunward/contracts/price-watch';
import { formatLongDate } from './dates';

/**
 * A watched holiday as a person reads it, the same on the confirmation page and in My Account:
 * '7 nights from 12 June 2027', '2 adults, 1 child', 'Flights from LGW, STN' or 'Hotel only'.
 */
export function watchedHoliday(watch: PriceWatch): { stay: string; party: string; travel: string } {
  return {
    stay: `${String(watch.nights)} ${watch.nights === 1 ? 'night' : 'nights'} from ${formatLongDate(watch.check_in)}`,
    party: watch.party,
    travel:
      watch.type === 'package'
        ? `Flights from ${watch.departure_airports.join(', ')}`
        : 'Hotel only',
  };
}
