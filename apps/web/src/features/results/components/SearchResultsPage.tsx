import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function SearchResultsPage() {
  return (
    <>
      <PageHeader
        title="Holiday Search Results"
        intro="Search for a package holiday or hotel stay from the home page and your results will appear here."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary')}>
            Start a search
          </Link>
        </div>
      </PageBody>
    </>
  );
}
