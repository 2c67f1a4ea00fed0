import type { PopularDestination } from '@sunward/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dealListQuery } from '../../../shared/api/deal-list';
import { buttonClass } from '../../../shared/ui/Button';
import type { HomeContentState } from '../hooks/use-home-content';
import { DealsCarousel } from './DealsCarousel';
import { PopularDestinations } from './PopularDestinations';
import { TestimonialsSlider } from './TestimonialsSlider';
import { WhyChooseUs } from './WhyChooseUs';

/**
 * The home page below the search bar: the deals carousel, popular destinations, why choose us and
 * the testimonials (docs/spec/1-shell-search-package.md §2 'Home').
 */
export function BelowTheFold({
  home,
  chooseDestination,
}: {
  home: HomeContentState;
  chooseDestination: (destination: PopularDestination) => void;
}) {
  const { content } = home;
  // The home content carries its deals; only if it cannot be loaded ask the deal list directly.
  const dealList = useQuery({ ...dealListQuery, enabled: home.failed });
  const deals = home.loaded ? content.deals : (dealList.data ?? []);
  return (
    <>
      <DealsCarousel deals={deals} loading={home.pending || dealList.isFetching} />
      <PopularDestinations
        destinations={content.popularDestinations}
        loading={home.pending}
        failed={home.failed}
        onChoose={chooseDestination}
      />
      <WhyChooseUs content={content.whyChooseUs} />
      <section
        aria-labelledby="testimonials-heading"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="testimonials-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
              What our customers say
            </h2>
            <p className="mt-1 text-slate-600">
              Reviews by customers who travelled with us, checked by our team before publishing.
            </p>
          </div>
          <Link to="/reviews" className={buttonClass('secondary')}>
            Read More Reviews
          </Link>
        </div>
        <TestimonialsSlider testimonials={content.testimonials} />
      </section>
    </>
  );
}
