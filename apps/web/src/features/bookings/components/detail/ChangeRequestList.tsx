import { changeTypeLabels, urgencyLabels, type ChangeRequest } from '@sunward/contracts/bookings';
import { formatLondonDate } from '../../../../shared/lib/dates';
import { changeStatusTone, statusLabel } from '../../lib/booking-status';

/** The booking's change requests so far: type, urgency, status, what was asked and when. */
export function ChangeRequestList({ requests }: { requests: ChangeRequest[] }) {
  if (requests.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">You have not asked for any changes yet.</p>;
  }
  return (
    <ul className="mt-4 space-y-3" aria-label="Your change requests">
      {requests.map((r) => (
        <li key={r.id} className="rounded-lg p-4 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-bold text-brand-800">{changeTypeLabels[r.type]}</h3>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${changeStatusTone(r.status)}`}
              data-status={r.status}
            >
              <span className="sr-only">Status: </span>
              {statusLabel(r.status)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Urgency: {urgencyLabels[r.urgency]} · Sent {formatLondonDate(r.created_at)}
          </p>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-900">
            {r.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
