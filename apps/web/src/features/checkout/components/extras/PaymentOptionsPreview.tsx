import type { PaymentPlan } from '@sunward/contracts/checkout';
import { usePaymentPlansPreview } from '../../api/fetch-payment-plans';
import { sectionClass, sectionHeadingClass } from './format';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { NO_DEPOSIT } from '../../../../shared/lib/claims';

/** docs/spec/2-checkout-payment.md §8 'Plan preview failure'. */
export const PREVIEW_FAILED = 'Payment options will be available during checkout';

/** A plan whose name contains 'paid in full' shows only its total (docs/spec/2-checkout-payment.md §9). */
export const isPaidInFull = (plan: PaymentPlan) => /paid in full/i.test(plan.name);

/**
 * How the customer could pay for the total on screen: fetched 500 ms after mount and 500 ms after
 * the total changes, skipped while the total is the one already fetched. A failure shows the
 * spec's message instead of plans.
 */
export function PaymentOptionsPreview({
  uuid,
  total,
  depositAvailable,
}: {
  uuid: string;
  total: number;
  /** Whether a deposit plan is offered for this departure. */
  depositAvailable: boolean;
}) {
  const preview = usePaymentPlansPreview(uuid, total);

  return (
    <section aria-labelledby="payment-options-heading" className={sectionClass}>
      <h2 id="payment-options-heading" className={sectionHeadingClass}>
        Payment options
      </h2>
      <div aria-live="polite" aria-busy={preview.status === 'loading'} className="mt-3">
        {preview.status === 'loading' && (
          <p className="text-sm text-slate-600">Loading payment options...</p>
        )}
        {preview.status === 'failed' && <p className="text-sm text-slate-700">{PREVIEW_FAILED}</p>}
        {preview.status === 'ready' &&
          (preview.plans.length === 0 ? (
            <p className="text-sm text-slate-700">{PREVIEW_FAILED}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {preview.plans.map((plan) => (
                <li key={plan.id} className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
                  <p className="font-semibold text-slate-900">{plan.name}</p>
                  {isPaidInFull(plan) ? (
                    <p className="mt-1">
                      Total <span className="font-bold">{formatPoundsAndPence(plan.deposit)}</span>
                    </p>
                  ) : (
                    <>
                      <p className="mt-1">
                        Deposit{' '}
                        <span className="font-bold">{formatPoundsAndPence(plan.deposit)}</span>
                      </p>
                      <p>
                        {plan.payments} {plan.payments === 1 ? 'payment' : 'payments'}, From{' '}
                        <span className="font-bold">
                          {formatPoundsAndPence(plan.installment_amount)}
                        </span>
                      </p>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ))}
        <p className="mt-3 text-xs text-slate-600">
          You choose how to pay after entering passenger details.{' '}
          {depositAvailable ? 'Deposits from £49 per person.' : NO_DEPOSIT}
        </p>
      </div>
    </section>
  );
}
