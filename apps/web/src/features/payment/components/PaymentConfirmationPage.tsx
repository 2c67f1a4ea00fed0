import { SimplePage } from '../../../shared/ui/SimplePage';

export default function PaymentConfirmationPage() {
  return (
    <SimplePage
      title="Payment Confirmation"
      intro="We confirm your payment here after your card issuer has approved it."
      links={[{ to: '/account', label: 'Go to My Account' }]}
    />
  );
}
