import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function BookingConfirmationPage() {
  return (
    <>
      <PageHeader
        title="Booking Confirmation"
        intro="Your booking details and documents appear here once your payment has gone through."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/account" className={buttonClass('primary')}>
            Go to My Account
          </Link>
        </div>
      </PageBody>
    </>
  );
}
