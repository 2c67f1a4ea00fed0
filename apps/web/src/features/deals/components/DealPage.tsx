import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function DealPage() {
  return (
    <>
      <PageHeader
        title="Deal"
        intro="The details of this deal and its available dates will appear here."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/deals" className={buttonClass('primary')}>
            Back to Deals
          </Link>
        </div>
      </PageBody>
    </>
  );
}
