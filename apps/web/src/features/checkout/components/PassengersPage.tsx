import { SimplePage } from '../../../shared/ui/SimplePage';

export default function PassengersPage() {
  return (
    <SimplePage
      title="Passenger Details"
      intro="Tell us who is travelling, then choose how you would like to pay."
      links={[{ to: '/', label: 'Find a holiday' }]}
    />
  );
}
