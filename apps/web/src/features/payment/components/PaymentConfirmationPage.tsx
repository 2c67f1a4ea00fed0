import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function PaymentConfirmationPage() {
  return (
    <>
      <PageHeader
        title="Payment Confirmation"
        intro="We confirm your payment here after your card issuer has approved it."
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
