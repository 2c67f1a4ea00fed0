import { SimplePage } from '../../../shared/ui/SimplePage';

export default function ManageBookingPage() {
  return (
    <SimplePage
      title="Manage Your Booking"
      intro="Booked as a guest? Look up your booking with your booking reference, the lead passenger's surname and your departure date."
      links={[{ to: '/login', label: 'Have an account? Sign in' }]}
    />
  );
}
