import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function PassengersPage() {
  return (
    <>
      <PageHeader
        title="Passenger Details"
        intro="Tell us who is travelling, then choose how you would like to pay."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary')}>
            Find a holiday
          </Link>
        </div>
      </PageBody>
    </>
  );
}
