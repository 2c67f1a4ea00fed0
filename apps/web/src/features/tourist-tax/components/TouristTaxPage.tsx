import { SimplePage } from '../../../shared/ui/SimplePage';

export default function TouristTaxPage() {
  return (
    <SimplePage
      title="Tourist Tax Information"
      intro="Many destinations charge a local tourist tax, usually paid at your accommodation. It is not included in your package price and may change."
      links={[{ to: '/', label: 'Search holidays' }]}
    />
  );
}
