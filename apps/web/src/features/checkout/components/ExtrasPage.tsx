import { SimplePage } from '../../../shared/ui/SimplePage';

export default function ExtrasPage() {
  return (
    <SimplePage
      title="Choose Your Extras"
      intro="Add transfers, luggage, seats and more to your holiday once you have chosen a package."
      links={[{ to: '/', label: 'Find a holiday' }]}
    />
  );
}
