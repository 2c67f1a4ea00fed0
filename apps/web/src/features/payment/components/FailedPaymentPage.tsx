import { SimplePage } from '../../../shared/ui/SimplePage';

export default function FailedPaymentPage() {
  return (
    <SimplePage
      title="Payment Failed"
      intro="Your payment could not be completed. You can try again with another card or call us to pay by phone."
      links={[{ to: '/contact-us', label: 'Contact us' }]}
    />
  );
}
