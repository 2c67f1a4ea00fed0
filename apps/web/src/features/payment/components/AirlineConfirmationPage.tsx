import { SimplePage } from '../../../shared/ui/SimplePage';

export default function AirlineConfirmationPage() {
  return (
    <SimplePage
      title="Confirm Your Flight Booking"
      intro="Some airlines ask you to confirm your flight booking on their own page before we can complete your holiday."
      links={[{ to: '/', label: 'Back to home' }]}
    />
  );
}
