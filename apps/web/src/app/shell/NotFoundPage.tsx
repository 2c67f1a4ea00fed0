import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/Button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      {/* Decoration: the heading says it (a styled paragraph would read as a heading). */}
      <div aria-hidden="true" className="text-7xl font-black text-brand-600">
        404
      </div>
      <h1 className="mt-4 text-3xl font-bold text-brand-800">Page not found</h1>
      <p className="mt-3 text-slate-600">
        Sorry, we couldn&apos;t find the page you were looking for. It may have moved, or the link
        may be out of date.
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Return Home
      </Link>
    </section>
  );
}
