import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function ManageBookingPage() {
  return (
    <>
      <PageHeader
        title="Manage Your Booking"
        intro="Booked as a guest? Look up your booking with your booking reference, the lead passenger's surname and your departure date."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass('primary')}>
            Have an account? Sign in
          </Link>
        </div>
      </PageBody>
    </>
  );
}
