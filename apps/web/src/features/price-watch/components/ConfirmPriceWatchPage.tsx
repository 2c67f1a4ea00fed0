import { priceWatchMessages } from '@sunward/contracts/price-watch';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { formatPoundsAndPence } from '../../../shared/lib/money';
import { watchedHoliday } from '../../../shared/lib/price-watch';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { InvalidLink } from './InvalidLink';
import { useConfirmPriceWatch } from '../api/confirm-price-watch';

/**
 * /price-watch/confirm?token=: the link a guest is e-mailed when they watch a holiday's price
 * (double opt-in). Following it starts the watch and shows the holiday, with a link to open it.
 */
export default function ConfirmPriceWatchPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPriceWatch();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || token.length < 16) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const invalid =
    token.length < 16 ||
    (confirm.isError && confirm.error instanceof ApiError && confirm.error.status === 404);
  const watch = confirm.data;
  const holiday = watch ? watchedHoliday(watch) : null;

  return (
    <>
      <PageHeader title="Your price watch" />
      <PageBody narrow>
        {invalid ? (
          <InvalidLink />
        ) : confirm.isError ? (
          <Alert tone="error">
            We could not confirm your price watch just now. Please try the link again.
          </Alert>
        ) : !watch || !holiday ? (
          <Spinner label="Confirming your price watch..." />
        ) : (
          <div className="space-y-5">
            <Alert tone="success">{priceWatchMessages.confirmed}</Alert>
            <section
              aria-labelledby="watched-holiday"
              className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <h2 id="watched-holiday" className="text-xl font-bold text-brand-800">
                {watch.hotel_name}
              </h2>
              {watch.location && <p className="text-sm text-slate-600">{watch.location}</p>}
              <ul className="mt-3 space-y-1 text-sm text-slate-800">
                <li>{holiday.stay}</li>
                <li>{holiday.party}</li>
                <li>{holiday.travel}</li>
              </ul>
              <p className="mt-3 text-base text-slate-900">
                Price when you started watching:{' '}
                <strong>{formatPoundsAndPence(watch.watched_price_pence)}</strong>
              </p>
              <Link to={watch.link} className={buttonClass('primary', 'mt-4')}>
                View this holiday
              </Link>
            </section>
          </div>
        )}
      </PageBody>
    </>
  );
}
