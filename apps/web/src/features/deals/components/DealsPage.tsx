import { SimplePage } from '../../../shared/ui/SimplePage';

export default function DealsPage() {
  return (
    <SimplePage
      title="Exclusive Deals"
      intro="Hand-picked holidays with prices our team has negotiated. Deposits from £49pp."
      links={[{ to: '/', label: 'Search all holidays' }]}
    />
  );
}
