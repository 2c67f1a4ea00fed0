import type { ChangeRequestStatus } from '@sunward/contracts/bookings';
import {
  CHANGE_REQUEST_WORK,
  changeRequestPaths,
  type StaffChangeRequestDetail,
} from '@sunward/contracts/staff-change-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { assignChangeRequest } from '../../api/assign-change-request';
import { changeRequestKey, changeRequestQuery } from '../../api/change-request';
import { changeRequestsKey } from '../../api/change-requests';
import { ApiError, messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { moveChangeRequest } from '../../api/move-change-request';
import { replyToChangeRequest } from '../../api/reply-to-change-request';
import {
  CHANGE_STATUS_NAMES,
  CHANGE_TYPE_NAMES,
  URGENCY_NAMES,
} from '../../lib/change-request-names';
import { formatMoment } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { OverdueBadge } from '../../ui/badges';
import { Button, Notice, TextArea } from '../../ui/controls';
import { Facts, ListTable, Panel } from '../../ui/Facts';

const kb = (bytes: number) => `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * One change request as the desk works on it: read it (and the customer's files), take it, reply
 * (e-mailed to the customer and shown on their booking), move it on, or decline it with a reason
 * the customer reads. Every change says the status it was made from, so two people never both
 * move it.
 */
export function ChangeRequestPage() {
  const { id = '' } = useParams();
  usePageTitle('Change request');
  const found = useQuery(changeRequestQuery(id));
  const me = useQuery(meQuery());
  const client = useQueryClient();
  const [done, setDone] = useState<string>();

  const settle = (request: StaffChangeRequestDetail, message: string) => {
    client.setQueryData(changeRequestKey(id), request);
    void client.invalidateQueries({ queryKey: changeRequestsKey });
    setDone(message);
  };
  const assign = useMutation({
    mutationFn: (staffId: string | null) => assignChangeRequest(id, staffId),
    onMutate: () => setDone(undefined),
    onSuccess: (request) =>
      settle(
        request,
        request.assignedTo ? `Assigned to ${request.assignedTo.fullName}.` : 'Unassigned.',
      ),
  });
  const move = useMutation({
    mutationFn: (change: { from: ChangeRequestStatus; to: ChangeRequestStatus; reason?: string }) =>
      moveChangeRequest(id, change),
    onMutate: () => setDone(undefined),
    onSuccess: (request) => settle(request, `Now ${CHANGE_STATUS_NAMES[request.status]}.`),
  });

  if (found.isPending) return <p role="status">Loading the change request…</p>;
  if (found.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-800">Change request</h1>
        <div className="mt-4">
          <Notice kind="error">{messageOf(found.error)}</Notice>
        </div>
      </>
    );
  }
  const request = found.data;
  const mine = request.assignedTo?.id === me.data?.id;
  const closed = request.next.length === 0;
  const problem = assign.error ?? move.error;
  return (
    <>
      <p>
        <Link className="font-semibold text-brand-700 underline" to="/change-requests">
          ← Change requests
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-800">
        {CHANGE_TYPE_NAMES[request.type]} change for{' '}
        <Link className="font-mono underline" to={`/bookings/${request.bookingReference}`}>
          {request.bookingReference}
        </Link>
      </h1>
      <p className="mt-1 text-slate-700">
        {CHANGE_STATUS_NAMES[request.status]}
        {request.overdue ? <OverdueBadge /> : null}
      </p>
      <div className="mt-3 space-y-2" aria-live="polite">
        {done ? <Notice kind="done">{done}</Notice> : null}
      </div>
      {problem ? (
        <div className="mt-3">
          <Notice kind="error">{messageOf(problem)}</Notice>
        </div>
      ) : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel id="request" title="The request">
          <Facts
            items={[
              ['From', request.leadPassenger],
              ['Sent', formatMoment(request.createdAt)],
              ['Urgency', URGENCY_NAMES[request.urgency]],
              [
                'Contact by',
                request.contactMethod === 'both'
                  ? 'E-mail or phone'
                  : request.contactMethod === 'phone'
                    ? 'Phone'
                    : 'E-mail',
              ],
              ['E-mail', request.contactEmail],
              ['Telephone', request.contactPhone ?? '—'],
            ]}
          />
          <p className="mt-3 rounded-md bg-slate-100 p-3 whitespace-pre-wrap">
            {request.description}
          </p>
          {request.attachments.length > 0 ? (
            <ul className="mt-3 list-disc pl-6" aria-label="Attachments">
              {request.attachments.map((a) => (
                <li key={a.id}>
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={`/api${changeRequestPaths.attachment(request.id, a.id)}`}
                    download={a.name}
                  >
                    {a.name}
                  </a>{' '}
                  ({kb(a.size)})
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>

        <Panel id="work" title="Who has it">
          <p>
            {request.assignedTo ? (
              <>
                Assigned to <strong>{request.assignedTo.fullName}</strong>
                {mine ? ' (you)' : ''}.
              </>
            ) : (
              'Nobody has it yet.'
            )}
          </p>
          {closed ? (
            <p className="mt-3 text-muted">This request is closed.</p>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              {!mine && me.data ? (
                <Button
                  disabled={assign.isPending}
                  onClick={() => assign.mutate(me.data?.id ?? null)}
                >
                  {request.assignedTo ? 'Take it over' : 'Assign to me'}
                </Button>
              ) : null}
              {request.assignedTo ? (
                <Button
                  look="secondary"
                  disabled={assign.isPending}
                  onClick={() => assign.mutate(null)}
                >
                  Unassign
                </Button>
              ) : null}
              {request.next
                .filter((status) => status !== 'declined')
                .map((status) => (
                  <Button
                    key={status}
                    look="secondary"
                    disabled={move.isPending}
                    onClick={() => move.mutate({ from: request.status, to: status })}
                  >
                    Mark {CHANGE_STATUS_NAMES[status].toLowerCase()}
                  </Button>
                ))}
            </div>
          )}
        </Panel>
      </div>

      <div className="mt-4 space-y-4">
        <Panel id="replies" title="Replies to the customer">
          {request.replies.length === 0 ? (
            <p className="text-muted">No reply yet.</p>
          ) : (
            <ol className="space-y-3">
              {request.replies.map((reply) => (
                <li key={reply.id} className="rounded-md border border-slate-200 p-3">
                  <p className="text-sm text-muted">
                    {reply.staff.fullName}, {formatMoment(reply.sentAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{reply.body}</p>
                </li>
              ))}
            </ol>
          )}
          {closed ? null : (
            <ReplyForm
              request={request}
              onSent={(updated) =>
                settle(
                  updated,
                  'Reply sent: the customer is e-mailed and sees it on their booking.',
                )
              }
            />
          )}
        </Panel>

        {request.next.includes('declined') ? (
          <Panel id="decline" title="Decline the request">
            <DeclineForm
              pending={move.isPending}
              refused={move.error instanceof ApiError ? move.error.fieldError('reason') : undefined}
              onDecline={(reason) => move.mutate({ from: request.status, to: 'declined', reason })}
            />
          </Panel>
        ) : null}
        {request.declineReason ? (
          <Panel id="declined" title="Why it was declined">
            <p className="whitespace-pre-wrap">{request.declineReason}</p>
          </Panel>
        ) : null}

        <Panel id="history" title="History">
          <ListTable
            caption="Status history"
            columns={['When', 'From', 'To', 'By']}
            empty="No change of status yet."
            rows={request.history.map((h, i) => ({
              key: `${h.at}-${String(i)}`,
              cells: [
                formatMoment(h.at),
                CHANGE_STATUS_NAMES[h.from],
                CHANGE_STATUS_NAMES[h.to],
                h.by?.fullName ?? 'System',
              ],
            }))}
          />
        </Panel>
      </div>
    </>
  );
}

/** A reply, sent once however often Send is pressed (its own Idempotency-Key until it is sent). */
function ReplyForm({
  request,
  onSent,
}: {
  request: StaffChangeRequestDetail;
  onSent: (request: StaffChangeRequestDetail) => void;
}) {
  const [body, setBody] = useState('');
  const [then, setThen] = useState<'in_progress' | 'awaiting_customer'>('in_progress');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: () => replyToChangeRequest(request.id, { body, then }, key),
    onSuccess: (updated) => {
      setBody('');
      setKey(crypto.randomUUID());
      onSent(updated);
    },
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate();
  };
  const refused = send.error instanceof ApiError ? send.error.fieldError('body') : undefined;
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3">
      {send.isError && !refused ? <Notice kind="error">{messageOf(send.error)}</Notice> : null}
      <TextArea
        label="Your reply"
        hint="E-mailed to the customer and shown on their booking, signed by the team."
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={CHANGE_REQUEST_WORK.replyMaxLength}
        rows={5}
        error={refused}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">After sending</legend>
        <label className="mt-1 flex items-center gap-2">
          <input
            type="radio"
            name="then"
            className="size-5"
            checked={then === 'in_progress'}
            onChange={() => setThen('in_progress')}
          />
          Keep working on it (in progress)
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input
            type="radio"
            name="then"
            className="size-5"
            checked={then === 'awaiting_customer'}
            onChange={() => setThen('awaiting_customer')}
          />
          Wait for the customer&apos;s answer
        </label>
      </fieldset>
      <Button type="submit" disabled={send.isPending}>
        Send reply
      </Button>
    </form>
  );
}

/** Declining needs the reason the customer will read. */
function DeclineForm({
  pending,
  refused,
  onDecline,
}: {
  pending: boolean;
  refused: string | undefined;
  onDecline: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onDecline(reason);
      }}
    >
      <TextArea
        label="Reason"
        hint="The customer reads this on their booking."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={CHANGE_REQUEST_WORK.declineReasonMaxLength}
        rows={3}
        error={refused}
      />
      <Button type="submit" look="danger" disabled={pending}>
        Decline request
      </Button>
    </form>
  );
}
