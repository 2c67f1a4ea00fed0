import type { TransferOption } from '@sunward/contracts/checkout';
import { useState, type ReactNode } from 'react';
import { NO_TRANSFER, TRANSFERS_SHOWN, visibleTransfers } from '../../lib/extras-selection';
import { formatMinutes, sectionClass, sectionHeadingClass } from './format';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export interface TransfersSectionProps {
  transfers: readonly TransferOption[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Shown above the options (e.g. the hotel-only flight details notice). */
  notice?: ReactNode;
}

/**
 * Airport transfers (docs/spec/2-checkout-payment.md §5): cheapest first with 'No Transfer', the first 3 and a
 * 'Show all options' toggle when there are more, chosen by radio; route time and distance.
 */
export function TransfersSection({
  transfers,
  selectedId,
  onSelect,
  notice,
}: TransfersSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = visibleTransfers(transfers, showAll, selectedId);
  const hasMore = transfers.length > TRANSFERS_SHOWN;
  return (
    <section aria-labelledby="transfers-heading" className={sectionClass}>
      <h2 id="transfers-heading" className={sectionHeadingClass}>
        Airport transfers
      </h2>
      {notice && <div className="mt-3">{notice}</div>}
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-700">
          Return transfer between the airport and your hotel
        </legend>
        <ul id="transfer-options" className="mt-2 space-y-3">
          {shown.map((t) => {
            const checked = t.id === selectedId;
            const none = t.id === NO_TRANSFER;
            return (
              <li key={t.id}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                    checked
                      ? 'border-brand-700 bg-brand-50'
                      : 'border-slate-200 hover:border-brand-400'
                  }`}
                >
                  <input
                    type="radio"
                    name="transfer"
                    value={t.id}
                    checked={checked}
                    onChange={() => onSelect(t.id)}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1 text-sm text-slate-800">
                    <span className="block font-semibold text-slate-900">{t.vehicle_title}</span>
                    {!none && t.name !== t.vehicle_title && <span className="block">{t.name}</span>}
                    {t.description && <span className="block text-slate-600">{t.description}</span>}
                    {!none && (t.duration_minutes > 0 || t.distance_km > 0) && (
                      <span className="mt-1 block text-slate-600">
                        {t.duration_minutes > 0 && `About ${formatMinutes(t.duration_minutes)}`}
                        {t.duration_minutes > 0 && t.distance_km > 0 && ' · '}
                        {t.distance_km > 0 && `${t.distance_km.toFixed(1)} km`}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-right text-sm font-bold text-brand-800">
                    {formatPoundsAndPence(t.price.amount)}
                    {!none && (
                      <span className="block text-xs font-normal text-slate-600">total</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {hasMore && (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls="transfer-options"
          onClick={() => setShowAll((v) => !v)}
          className="mt-3 min-h-11 font-semibold text-brand-700 underline"
        >
          {showAll ? 'Show fewer options' : 'Show all options'}
        </button>
      )}
    </section>
  );
}
