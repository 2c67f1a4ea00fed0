import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { useHomeContent } from '../hooks/use-home-content';
import { ContentLoadError } from './ContentLoadError';
import { TestimonialCard } from './TestimonialCard';

/** /reviews: every testimonial of the home content, with the same built-in fallback. */
export default function ReviewsPage() {
  const home = useHomeContent();
  const { testimonials } = home.content;
  return (
    <>
      <PageHeader
        title="What our customers say"
        intro="Reviews from customers who travelled with us: where they went, the kind of trip and how they rated it."
      />
      <PageBody>
        {home.failed && (
          <div className="mb-8">
            <ContentLoadError error={home.error} retrying={home.retrying} onRetry={home.retry} />
          </div>
        )}
        {testimonials.length === 0 ? (
          <p className="rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            No testimonials available at the moment.
          </p>
        ) : (
          <ul aria-label="Customer reviews" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
