import { StatusScreen } from './StatusScreen';

export default function MaintenancePage() {
  return (
    <StatusScreen title="We'll be back shortly">
      <p>
        Our website is down for planned maintenance. Your bookings are safe and we will be back
        online very soon.
      </p>
    </StatusScreen>
  );
}
