import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function ExtrasPage() {
  return (
    <>
      <PageHeader
        title="Choose Your Extras"
        intro="Add transfers, luggage, seats and more to your holiday once you have chosen a package."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('primary')}>
            Find a holiday
          </Link>
        </div>
      </PageBody>
    </>
  );
}
