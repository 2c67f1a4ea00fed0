import { StatusScreen } from './StatusScreen';

export default function ComingSoonPage() {
  return (
    <StatusScreen title="Coming Soon">
      <p>We are putting the finishing touches to something new. Please check back soon.</p>
    </StatusScreen>
  );
}
