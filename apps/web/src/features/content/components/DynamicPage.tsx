import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { useOverlays } from '../../../shared/stores/overlays';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { contentPageQuery } from '../api/page';
import { formatLondonDate } from '../../../shared/lib/dates';

/** docs/spec/3-accounts-bookings-content.md §2 'Content pages': title, last-updated date and HTML; on error a Go to Homepage link. */
export default function DynamicPage() {
  const { slug = '' } = useParams();
  const page = useQuery(contentPageQuery(slug));
  const showError = useOverlays((s) => s.showError);
  const { error, refetch } = page;
  const notFound = error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (error && !notFound) showError(error, { retry: () => void refetch() });
  }, [error, notFound, refetch, showError]);

  if (page.isPending) return <Spinner label="Loading page..." />;
  if (page.isError) {
    return (
      <PageBody narrow className="text-center">
        <h1 className="text-2xl font-bold text-brand-800">
          {notFound ? 'Page not found' : 'This page could not be loaded'}
        </h1>
        <p className="mt-3 text-slate-600">
          {notFound ? 'We could not find that page.' : 'Please try again in a few moments.'}
        </p>
        <Link to="/" className={buttonClass('primary', 'mt-6')}>
          Go to Homepage
        </Link>
      </PageBody>
    );
  }
  return (
    <article>
      <PageHeader title={page.data.title}>
        <p className="mt-3 text-sm text-brand-100">
          Last updated:{' '}
          <time dateTime={page.data.lastUpdated}>{formatLondonDate(page.data.lastUpdated)}</time>
        </p>
      </PageHeader>
      <PageBody narrow>
        {/* Sanitised by the server (allow-list of text tags and safe links). */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.data.content }} />
      </PageBody>
    </article>
  );
}
