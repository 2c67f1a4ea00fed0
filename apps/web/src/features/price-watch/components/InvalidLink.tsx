import { priceWatchMessages } from '@sunward/contracts/price-watch';
import { Link } from 'react-router';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';

/** An e-mailed price watch link that is not (or no longer) valid, with a way on. */
export function InvalidLink() {
  return (
    <div className="space-y-4">
      <Alert tone="error">{priceWatchMessages.linkInvalid}</Alert>
      <Link to="/" className={buttonClass('primary')}>
        Search for a holiday
      </Link>
    </div>
  );
}
