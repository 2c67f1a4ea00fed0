import { Link } from 'react-router';
import { useSiteConfig } from '../../../shared/api/site';
import { buttonClass } from '../../../shared/ui/Button';
import { SearchBar } from '../../search/components/SearchBar';

const claims = [
  { title: 'ATOL protected', text: 'Flight-inclusive holidays are financially protected.' },
  { title: 'Best price guarantee', text: 'Find it cheaper and we will match the price.' },
  { title: '24/7 support', text: 'A real person on the phone, day or night, while you are away.' },
  { title: '25+ years of experience', text: 'A family-run team who know the resorts we sell.' },
  {
    title: 'Rated 4.6 out of 5',
    text: 'By thousands of travellers on an independent review site.',
  },
  { title: 'Deposits from £49pp', text: 'Secure your holiday now and spread the cost.' },
];

export default function HomePage() {
  const site = useSiteConfig();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 text-white">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-sun-400/30 blur-2xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 pb-28 pt-14 sm:px-6 sm:pb-32 sm:pt-20">
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-sun-300">
            Deposits from £49pp
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Sunshine holidays, sorted.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Package holidays and hotel stays from UK airports, ATOL protected and backed by a 24/7
            support team.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/deals" className={buttonClass('sun')}>
              View All Deals
            </Link>
            <Link
              to="/manage-booking"
              className={buttonClass('ghost', 'bg-white/10 text-white hover:bg-white/20')}
            >
              Manage Booking
            </Link>
          </div>
        </div>
      </section>
      {/* Sticky on wide screens once scrolled past (CSS sticky does exactly that). */}
      <div className="relative z-40 mx-auto -mt-16 max-w-7xl px-4 sm:px-6 lg:sticky lg:top-[4.5rem]">
        <SearchBar />
      </div>
      <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why-choose" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          Why choose {site.brandName}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {claims.map((c) => (
            <li key={c.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{c.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
