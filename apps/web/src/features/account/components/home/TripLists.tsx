import { Link } from 'react-router';
import type { Trip } from '../../lib/holiday-state';

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function TripList({ title, trips }: { title: string; trips: readonly Trip[] }) {
  if (trips.length === 0) return null;
  const id = `trips-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {trips.map(({ booking: b }) => (
          <li key={b.id} className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm text-slate-600">{b.reference}</p>
            <h3 className="text-lg font-semibold">{b.destination}</h3>
            <p className="text-sm text-slate-700">{b.hotel.name}</p>
            <p className="text-sm text-slate-700">
              {shortDate(b.hotel.checkIn)} – {shortDate(b.hotel.checkOut)} ({b.hotel.nights} nights)
            </p>
            <Link
              to={`/account/booking/${b.reference}`}
              aria-description={`${b.destination}, ${b.reference}`}
              className="mt-3 inline-block font-semibold text-brand-700 underline"
            >
              View booking
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The lists Current Trip, Upcoming and Recent (last 7 days); bookings in none of them (older, or
 * lacking dates) stay reachable under Earlier bookings.
 */
export function TripLists({
  lists,
  all,
}: {
  lists: { current: Trip[]; upcoming: Trip[]; recent: Trip[] };
  all: readonly Trip[];
}) {
  const listed = new Set([...lists.current, ...lists.upcoming, ...lists.recent]);
  const earlier = all.filter((t) => !listed.has(t));
  return (
    <>
      <TripList title="Current Trip" trips={lists.current} />
      <TripList title="Upcoming" trips={lists.upcoming} />
      <TripList title="Recent (last 7 days)" trips={lists.recent} />
      <TripList title="Earlier bookings" trips={earlier} />
    </>
  );
}
