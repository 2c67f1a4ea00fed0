import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function TouristTaxPage() {
  return (
    <>
      <PageHeader
        title="Tourist Tax Information"
        intro="Many destinations charge a local tourist tax, usually paid at your accommodation. It is not included in your package price and may change."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary')}>
            Search holidays
          </Link>
        </div>
      </PageBody>
    </>
  );
}
