import { SimplePage } from '../../../shared/ui/SimplePage';

export default function DealPage() {
  return (
    <SimplePage
      title="Deal"
      intro="The details of this deal and its available dates will appear here."
      links={[{ to: '/deals', label: 'Back to Deals' }]}
    />
  );
}
