import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function FailedPaymentPage() {
  return (
    <>
      <PageHeader
        title="Payment Failed"
        intro="Your payment could not be completed. You can try again with another card or call us to pay by phone."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact-us" className={buttonClass('primary')}>
            Contact us
          </Link>
        </div>
      </PageBody>
    </>
  );
}
