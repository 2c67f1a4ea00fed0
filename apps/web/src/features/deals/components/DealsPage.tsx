import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function DealsPage() {
  return (
    <>
      <PageHeader
        title="Exclusive Deals"
        intro="Hand-picked holidays with prices our team has negotiated. Deposits from £49pp."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary')}>
            Search all holidays
          </Link>
        </div>
      </PageBody>
    </>
  );
}
