import type { PopularDestination } from '@sunward/contracts/home';
import { formatWholePounds, wholePoundsUpPence } from '../../../shared/lib/money';

/**
 * Popular Destinations (docs/spec/1-shell-search-package.md §2): a grid from the home content. Choosing one puts it in the
 * search bar (the customer still picks airports and dates there).
 */
export function PopularDestinations({
  destinations,
  loading,
  failed,
  onChoose,
}: {
  destinations: readonly PopularDestination[];
  loading: boolean;
  /** The content could not be loaded, so there is no list to show. */
  failed: boolean;
  onChoose: (destination: PopularDestination) => void;
}) {
  let body;
  if (destinations.length > 0) {
    body = (
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {destinations.map((d) => (
          <li key={d.id}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg has-[button:focus-visible]:ring-4 has-[button:focus-visible]:ring-sun-500">
              <img
                src={d.image}
                alt=""
                loading="lazy"
                width={400}
                height={250}
                className="aspect-[16/10] w-full bg-brand-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <h3 className="text-lg font-bold text-slate-900">{d.name}</h3>
                {d.country && <p className="text-sm font-medium text-slate-600">{d.country}</p>}
                <p className="mt-2 text-sm text-slate-700">{d.description}</p>
                <dl className="mt-auto flex items-end justify-between gap-2 pt-4 text-sm">
                  <div>
                    <dt className="text-slate-600">Flight time</dt>
                    <dd className="font-semibold text-slate-900">{d.flightTime}</dd>
                  </div>
                  <div className="text-right">
                    <dt className="sr-only">Price</dt>
                    <dd className="text-slate-600">
                      From{' '}
                      <span className="text-xl font-extrabold text-brand-800">
                        {formatWholePounds(wholePoundsUpPence(d.priceFrom))}
                      </span>{' '}
                      pp
                    </dd>
                  </div>
                </dl>
                <button
                  type="button"
                  onClick={() => onChoose(d)}
                  className="mt-4 min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:bg-brand-50 focus-visible:outline-none"
                >
                  Search {d.name}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  } else if (loading) {
    body = (
      <div aria-hidden="true" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-80 animate-pulse rounded-card bg-slate-200" />
        ))}
      </div>
    );
  } else {
    body = (
      <p className="mt-6 rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200">
        {failed
          ? 'No destinations available at the moment. Please check back later.'
          : 'No destinations found.'}
      </p>
    );
  }

  return (
    <section
      aria-labelledby="destinations-heading"
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6"
    >
      <h2 id="destinations-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
        Popular Destinations
      </h2>
      <p className="mt-1 text-slate-600">
        Prices per person for 7 nights with flights, two adults sharing.
      </p>
      {body}
    </section>
  );
}
