import type { HomeBanner } from '@sunward/contracts/home';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/stores/session';
import { buttonClass } from '../../../shared/ui/Button';
import { DEFAULT_BANNER_IMAGE } from '../default-content';

/**
 * The hero: the content's picture as a decorative background under a dark overlay (white text
 * keeps AA contrast over any picture), title, subtitle and the deals call to action.
 */
export function HeroBanner({ banner }: { banner: HomeBanner }) {
  // The picture that failed to load, so a new banner gets its own chance (docs/spec/1-shell-search-package.md §4 fallback).
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === banner.imageUrl ? DEFAULT_BANNER_IMAGE : banner.imageUrl;
  const signedIn = useSession((s) => s.token !== null);
  return (
    <section
      aria-labelledby="home-banner-title"
      className="relative isolate overflow-hidden bg-brand-800 text-white"
    >
      <img
        src={src}
        alt=""
        aria-hidden="true"
        fetchPriority="high"
        onError={() => {
          if (src !== DEFAULT_BANNER_IMAGE) setFailed(banner.imageUrl);
        }}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-900/95 via-brand-800/85 to-brand-700/75"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 -z-10 h-80 w-80 rounded-full bg-sun-400/25 blur-2xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pb-28 pt-14 sm:px-6 sm:pb-32 sm:pt-20">
        <p className="inline-flex rounded-full bg-brand-900/60 px-3 py-1 text-sm font-semibold text-sun-300">
          Deposits from £49pp
        </p>
        <h1
          id="home-banner-title"
          className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          {banner.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{banner.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/deals" className={buttonClass('sun')}>
            View All Deals
          </Link>
          {/* A signed-in customer's bookings are in My Account (Manage Booking is for guests). */}
          <Link
            to={signedIn ? '/account' : '/manage-booking'}
            className={buttonClass('ghost', 'bg-white/10 text-white hover:bg-white/20')}
          >
            {signedIn ? 'My Bookings' : 'Manage Booking'}
          </Link>
        </div>
      </div>
    </section>
  );
}
