import {
  changeRequestStatusLabels,
  changeTypeLabels,
  urgencyLabels,
  type ChangeRequest,
} from '@sunward/contracts/bookings';
import { useSiteConfig } from '../../../../shared/api/site';
import { formatLondonDate, formatLondonDateTime } from '../../../../shared/lib/dates';
import { changeStatusTone } from '../../lib/booking-status';

/**
 * The booking's change requests so far: type, urgency, status, what was asked and when, and what
 * the team answered: its replies (oldest first, signed by the team) and why a request was declined.
 */
export function ChangeRequestList({ requests }: { requests: ChangeRequest[] }) {
  const site = useSiteConfig();
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
              {changeRequestStatusLabels[r.status]}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Urgency: {urgencyLabels[r.urgency]} · Sent {formatLondonDate(r.created_at)}
          </p>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-900">
            {r.description}
          </p>
          {r.replies.length > 0 ? (
            <ol
              className="mt-3 space-y-3 border-l-2 border-brand-200 pl-3"
              aria-label="Our replies"
            >
              {r.replies.map((reply) => (
                <li key={reply.id}>
                  <p className="text-sm break-words whitespace-pre-line text-slate-900">
                    {reply.body}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    {reply.from} · {formatLondonDateTime(reply.sentAt)}
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
          {r.status === 'declined' && r.declineReason ? (
            <p className="mt-3 rounded-md bg-red-50 p-3 text-sm break-words whitespace-pre-line text-red-900">
              <span className="font-semibold">Why we declined it: </span>
              {r.declineReason}
            </p>
          ) : null}
          {r.status === 'awaiting_customer' ? (
            <p className="mt-3 text-sm text-slate-700">
              We need your answer to carry on: call us on {site.phone} or e-mail {site.email},
              quoting your booking reference.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
