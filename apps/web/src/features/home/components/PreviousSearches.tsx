import type { PreviousItinerariesSettings } from '@sunward/contracts/home';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readRecentSearches, type RecentSearch } from '../../../shared/lib/snapshots';
import { restoreAlert, restoreSnapshot } from '../../../shared/lib/snapshot-restore';
import { useOverlays } from '../../../shared/stores/overlays';
import { toast } from '../../../shared/stores/toasts';
import { formatLondonWeekdayTime } from '../../../shared/lib/dates';

/** When restoring throws instead of answering a result. */
const RESTORE_EXCEPTION_ALERT = 'An error occurred while restoring your search. Please try again.';

/**
 * 'Continue your previous search?' (docs/spec/1-shell-search-package.md §2): only when the home content enables it and this
 * device holds searches under 2 days old (at most 3). Renders nothing otherwise.
 */

export function PreviousSearches({ settings }: { settings: PreviousItinerariesSettings }) {
  const [searches] = useState(() => readRecentSearches());
  const navigate = useNavigate();

  // Restoring goes back to the hotel, flight and room being looked at (or to the results it was
  // saved on). This panel, and so the restore code, loads only when there are searches to offer.
  const restore = async (s: RecentSearch) => {
    const { showLoading, hideLoading } = useOverlays.getState();
    showLoading('Restoring your search...');
    try {
      const result = await restoreSnapshot(s.id);
      if (result.success) void navigate(result.path);
      else toast(restoreAlert(result.error), { type: 'error' });
    } catch {
      toast(RESTORE_EXCEPTION_ALERT, { type: 'error' });
    } finally {
      hideLoading();
    }
  };

  if (!settings.enabled || searches.length === 0) return null;
  return (
    <section aria-labelledby="previous-searches" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <div className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="previous-searches" className="text-xl font-bold text-brand-800">
          {settings.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{settings.subtitle}</p>
        <ul className="mt-4 grid gap-3 md:grid-cols-3">
          {searches.map((s) => (
            <li
              key={s.id}
              className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 p-4"
            >
              <div>
                <p className="font-semibold text-slate-900">{s.summary}</p>
                <p className="mt-1 text-xs text-slate-600">
                  Searched{' '}
                  <time dateTime={s.createdAt.toISOString()}>
                    {formatLondonWeekdayTime(s.createdAt)}
                  </time>
                </p>
              </div>
              <button
                type="button"
                onClick={() => void restore(s)}
                aria-label={`Continue search: ${s.summary}`}
                className="min-h-6 text-left text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Continue search
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
