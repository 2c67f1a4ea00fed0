import { StatusScreen } from './StatusScreen';

export default function UnavailablePage() {
  return (
    <StatusScreen title="Temporarily unavailable">
      <p>Our website is temporarily unavailable. Please try again in a few minutes.</p>
    </StatusScreen>
  );
}
