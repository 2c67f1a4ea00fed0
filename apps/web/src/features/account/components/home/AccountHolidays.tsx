import type { BookingSummary } from '@sunward/contracts/bookings';
import { useMemo, useState } from 'react';
import { londonDate } from '../../../../shared/lib/dates';
import { useNow } from '../../hooks/use-now';
import { holidayOverview, type ToggleChoice, type Trip } from '../../lib/holiday-state';
import { HolidayBanner, HolidayToggle, choiceOf } from './HolidayBanner';
import { StateContent } from './StateContent';
import { TripLists } from './TripLists';

/**
 * The account home's holiday part (docs/spec/3-accounts-bookings-content.md §4 'Holiday state on
 * account home'): banner, toggle, per-state content and the trip lists, on a ticking clock.
 */
export function AccountHolidays({ bookings }: { bookings: readonly BookingSummary[] }) {
  const now = useNow(1000);
  const [choice, setChoice] = useState<ToggleChoice | null>(null);
  const trips = useMemo<Trip[]>(
    () =>
      bookings.map((b) => ({ booking: b, outbound: b.hotel.checkIn, inbound: b.hotel.checkOut })),
    [bookings],
  );
  const overview = holidayOverview(trips, londonDate(now), choice);
  return (
    <div className="grid gap-6">
      {overview.state && <HolidayBanner state={overview.state} />}
      <HolidayToggle
        choices={overview.toggle}
        selected={choiceOf(overview.state)}
        onChange={setChoice}
      />
      {overview.state && overview.trip && (
        <StateContent state={overview.state} trip={overview.trip} now={now} />
      )}
      <TripLists lists={overview.lists} all={trips} />
    </div>
  );
}
