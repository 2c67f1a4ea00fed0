import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function AirlineConfirmationPage() {
  return (
    <>
      <PageHeader
        title="Confirm Your Flight Booking"
        intro="Some airlines ask you to confirm your flight booking on their own page before we can complete your holiday."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary')}>
            Back to home
          </Link>
        </div>
      </PageBody>
    </>
  );
}
