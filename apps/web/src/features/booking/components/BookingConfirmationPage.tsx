import { SimplePage } from '../../../shared/ui/SimplePage';

export default function BookingConfirmationPage() {
  return (
    <SimplePage
      title="Booking Confirmation"
      intro="Your booking details and documents appear here once your payment has gone through."
      links={[{ to: '/account', label: 'Go to My Account' }]}
    />
  );
}
