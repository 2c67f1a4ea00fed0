import { Link, useMatches } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

/** /package and /share/package: the same screen, the second flagged as opened from a shared link. */
export default function PackageDetailsPage() {
  const shared = useMatches().some(
    (m) => (m.handle as { route?: { sharedLink?: boolean } } | undefined)?.route?.sharedLink,
  );
  return (
    <>
      <PageHeader
        title={shared ? 'Shared Holiday' : 'Your Holiday'}
        intro="Choose a holiday from your search results to see its rooms, flights and prices."
      />
      <PageBody>
        <Link to="/search" className={buttonClass('primary')}>
          Back to Search Results
        </Link>
      </PageBody>
    </>
  );
}
