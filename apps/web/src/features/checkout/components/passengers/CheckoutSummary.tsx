import type { CheckoutView } from '@sunward/contracts/checkout';
import { useState } from 'react';
import { useSiteConfig } from '../../../../shared/api/site';
import { HolidayDetails } from '../HolidayDetails';
import { SaveForLater } from '../SaveForLater';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { LocalTax } from '../../../../shared/ui/LocalTax';
import { HOTEL_ONLY_PROTECTION } from '../../../../shared/lib/claims';

/**
 * The side column (docs/spec/2-checkout-payment.md §2): what is being booked and the server's totals, no Book button.
 * On phones it sits below the steps and folds away behind its total.
 */
export function CheckoutSummary({ view }: { view: CheckoutView }) {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-summary-heading" className="text-xl font-bold text-brand-800">
          Your holiday
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="checkout-summary-details"
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:hidden"
        >
          {open ? 'Hide details' : 'Show details'}
        </button>
      </div>
      <div id="checkout-summary-details" className={`${open ? 'block' : 'hidden'} lg:block`}>
        <HolidayDetails view={view} />
        {view.selection.transfer && view.selection.transfer.id !== 'none' && (
          <p className="mt-2 text-sm text-slate-700">{view.selection.transfer.name}</p>
        )}
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
          {view.totals.lines.map((line) => (
            <div key={`${line.kind}-${line.label}`} className="flex justify-between gap-3">
              <dt>{line.label}</dt>
              <dd className="tabular-nums">{formatPoundsAndPence(line.amount)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="mt-3 border-t border-slate-200 pt-3">
        <div className="flex justify-between text-lg font-extrabold text-brand-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatPoundsAndPence(view.totals.total)}
          </dd>
        </div>
      </dl>
      {view.local_tax && (
        <LocalTax estimate={view.local_tax} totalPence={view.totals.total} className="mt-3" />
      )}
      <p className="mt-2 text-xs text-slate-600">
        {view.type === 'hotelonly'
          ? HOTEL_ONLY_PROTECTION
          : `ATOL protected (${site.atolNumber}). Your money is held in a trust account.`}
      </p>
      <SaveForLater uuid={view.uuid} className="mt-3" />
    </aside>
  );
}
