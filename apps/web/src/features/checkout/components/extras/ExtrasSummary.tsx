import type { CheckoutView } from '@sunward/contracts/checkout';
import type { PreviewLine } from '../../lib/extras-selection';
import { LocalTax } from '../../../../shared/ui/LocalTax';
import { HolidayDetails } from '../HolidayDetails';
import { SaveForLater } from '../SaveForLater';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { holidayClaims } from '../../../../shared/lib/claims';

export interface ExtrasSummaryProps {
  view: CheckoutView;
  lines: readonly PreviewLine[];
  total: number;
  onContinue: () => void;
  busy: boolean;
  /** Why the last Continue failed, shown under the button until the next try. */
  error: string | null;
}

const continueClass =
  'min-h-12 rounded-lg bg-sun-400 px-6 text-base font-bold text-brand-900 shadow hover:bg-sun-500 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600';

/**
 * The booking summary beside the extras (below them on phones): hotel, flights, each extra,
 * seats and transfer, and the total as it stands, with Continue. On phones the total and
 * Continue also stay at the bottom of the screen.
 */
export function ExtrasSummary({ view, lines, total, onContinue, busy, error }: ExtrasSummaryProps) {
  return (
    <aside
      aria-labelledby="extras-summary-heading"
      className="h-fit rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
    >
      <h2 id="extras-summary-heading" className="text-xl font-bold text-brand-800">
        Booking summary
      </h2>
      <HolidayDetails view={view} />
      <dl
        aria-label="Price breakdown"
        className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm"
      >
        {lines.map((l) => (
          <div key={l.key} className="flex justify-between gap-3">
            <dt>{l.label}</dt>
            <dd className="shrink-0 tabular-nums">{formatPoundsAndPence(l.amount)}</dd>
          </div>
        ))}
      </dl>
      <div
        aria-live="polite"
        aria-atomic="true"
        className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-lg font-extrabold text-brand-900"
      >
        <span>Total</span>
        <span data-testid="extras-total" className="tabular-nums">
          {formatPoundsAndPence(total)}
        </span>
      </div>
      {view.local_tax && <LocalTax estimate={view.local_tax} totalPence={total} className="mt-3" />}
      <p className="mt-2 text-xs text-slate-600">
        Prices are confirmed when you continue.{' '}
        {holidayClaims(view.deposit_available, view.type === 'hotelonly')}
      </p>
      <button
        type="button"
        onClick={onContinue}
        disabled={busy}
        className={`mt-4 w-full ${continueClass}`}
      >
        Continue
      </button>
      {error && <p className="mt-2 text-sm font-medium text-coral-600">{error}</p>}
      <SaveForLater uuid={view.uuid} className="mt-2" />
      {/* Phones: the total and Continue stay at the bottom of the screen. */}
      <div
        data-testid="mobile-continue-bar"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
      >
        <p className="text-sm text-slate-700">
          Total
          <span className="block text-lg font-extrabold text-brand-900 tabular-nums">
            {formatPoundsAndPence(total)}
          </span>
        </p>
        <button
          type="button"
          onClick={onContinue}
          disabled={busy}
          aria-hidden="true"
          tabIndex={-1}
          className={continueClass}
        >
          Continue
        </button>
      </div>
    </aside>
  );
}
