import type { StaffBookingView } from '@sunward/contracts/staff';
import {
  CANCELLATION_REASON_MAX_LENGTH,
  type CancellationQuote,
  type StaffCancellation,
  type StaffCancellationApproval,
} from '@sunward/contracts/staff-cancellations';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { bookingQuery } from '../../api/booking';
import { ApiError, messageOf } from '../../api/client';
import { confirmCancellation } from '../../api/confirm-cancellation';
import { declineCancellationApproval } from '../../api/decline-cancellation-approval';
import { meQuery } from '../../api/me';
import { quoteCancellation } from '../../api/quote-cancellation';
import { requestCancellationApproval } from '../../api/request-cancellation-approval';
import { retryRefunds } from '../../api/retry-refunds';
import { formatDay, formatMoment, formatPence } from '../../lib/format';
import { Button, Notice, SelectInput, TextArea, TextInput } from '../../ui/controls';
import { Facts, ListTable, Panel } from '../../ui/Facts';

const STATE_NAMES: Record<StaffCancellation['state'], string> = {
  refunding: 'Refunding',
  refund_pending: 'Refund pending: the gateway refused it, retrying',
  refunded: 'Refunded',
};
const REFUND_NAMES: Record<StaffCancellation['refunds'][number]['state'], string> = {
  pending: 'Waiting',
  sent: 'Sent to the gateway',
  approved: 'Done',
  declined: 'Refused',
};

/** '20', '20.5' or '£20.50' as pence; undefined when it is not an amount. */
export function penceOf(text: string): number | undefined {
  const match = /^£?\s*(?<pounds>\d{1,7})(?:\.(?<pence>\d{1,2}))?$/.exec(text.trim());
  const pounds = match?.groups?.pounds;
  if (pounds === undefined) return undefined;
  return Number(pounds) * 100 + Number((match?.groups?.pence ?? '0').padEnd(2, '0'));
}

const bandText = (quote: CancellationQuote) =>
  `${quote.band.percent === null ? 'Deposit only' : `${String(quote.band.percent)}% of the price`}, from ${String(quote.band.minDays)} days before departure (${String(quote.daysBeforeDeparture)} days left)`;

/** A booking's cancellation as it stands: money, refunds, and whether the supplier was told. */
function CancelledFacts({
  reference,
  cancellation,
  mayRefund,
}: {
  reference: string;
  cancellation: StaffCancellation;
  mayRefund: boolean;
}) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryRefunds(reference),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingQuery(reference).queryKey }),
  });
  const c = cancellation;
  return (
    <>
      <Facts
        items={[
          ['Cancelled', `${formatMoment(c.cancelledAt)} by ${c.cancelledBy}`],
          ['Reason', c.reason],
          ['Band charge', formatPence(c.bandChargePence)],
          ...(c.waivedPence > 0
            ? ([['Waived', `${formatPence(c.waivedPence)}: ${c.waiveReason ?? ''}`]] as [
                string,
                string,
              ][])
            : []),
          ['Charge kept', formatPence(c.chargePence)],
          ['Paid', formatPence(c.paidPence)],
          ['Refund due', formatPence(c.refundDuePence)],
          [
            'Refund due by',
            c.late ? `${formatDay(c.refundDueBy)}: LATE` : formatDay(c.refundDueBy),
          ],
          [
            'Refunds',
            c.state === 'refunded' && c.refundedAt
              ? `Refunded ${formatMoment(c.refundedAt)}`
              : STATE_NAMES[c.state],
          ],
          ...(c.lastError && c.state !== 'refunded'
            ? ([['Last refusal', c.lastError]] as [string, string][])
            : []),
          [
            'Supplier told',
            c.supplierCancelledAt ? formatMoment(c.supplierCancelledAt) : 'Not yet',
          ],
          ['Airline told', c.airlineCancelledAt ? formatMoment(c.airlineCancelledAt) : '—'],
        ]}
      />
      {c.late ? (
        <p className="mt-2 font-semibold text-coral-600">
          This refund is late: it was due by {formatDay(c.refundDueBy)}.
        </p>
      ) : null}
      <div className="mt-3">
        <ListTable
          caption="Refunds"
          columns={[
            'Amount',
            'State',
            'How',
            'Payment (gateway)',
            'Refund (gateway)',
            'Tries',
            'Answer',
          ]}
          empty="Nothing to refund."
          rows={c.refunds.map((r) => ({
            key: r.id,
            cells: [
              formatPence(r.amountPence),
              <span className={r.state === 'declined' ? 'font-semibold text-coral-600' : ''}>
                {REFUND_NAMES[r.state]}
              </span>,
              r.method === 'void' ? 'Void' : r.method === 'refund' ? 'Refund' : '—',
              <span className="font-mono">{r.saleXref}</span>,
              <span className="font-mono">{r.gatewayXref ?? '—'}</span>,
              String(r.attempt),
              r.responseMessage ?? '—',
            ],
          }))}
        />
      </div>
      {mayRefund && c.state !== 'refunded' ? (
        <div className="mt-3 space-y-2">
          {retry.isError ? <Notice kind="error">{messageOf(retry.error)}</Notice> : null}
          {retry.isSuccess ? <Notice kind="done">The refunds are being sent again.</Notice> : null}
          <Button look="secondary" onClick={() => retry.mutate()} disabled={retry.isPending}>
            Send refunds again now
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The quote shown, and the form that confirms the cancellation with it. */
function ConfirmForm({
  reference,
  quote,
  requests,
  onDone,
}: {
  reference: string;
  quote: CancellationQuote;
  requests: StaffBookingView['booking']['changeRequests'];
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [waive, setWaive] = useState('');
  const [waiveReason, setWaiveReason] = useState('');
  const [reason, setReason] = useState('');
  const openRequests = requests.filter(
    (r) => r.type === 'cancellation' && !['completed', 'declined'].includes(r.status),
  );
  const [requestId, setRequestId] = useState(openRequests.at(0)?.id ?? '');
  const waivedPence = waive.trim() === '' ? 0 : penceOf(waive);
  const chargePence = Math.max(0, quote.bandChargePence - (waivedPence ?? 0));
  const refundPence = Math.max(0, quote.paidPence - chargePence);
  const confirm = useMutation({
    mutationFn: () =>
      confirmCancellation(reference, {
        quoteToken: quote.quoteToken,
        acceptedChargePence: chargePence,
        reason,
        ...(waivedPence ? { waivedPence, waiveReason } : {}),
        ...(requestId ? { changeRequestId: requestId } : {}),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: bookingQuery(reference).queryKey });
      onDone();
    },
  });
  const fieldError = (name: string) =>
    confirm.error instanceof ApiError ? confirm.error.fieldError(name) : undefined;
  const waiveError =
    waivedPence === undefined
      ? 'Enter an amount in pounds, such as 20 or 20.50.'
      : fieldError('waivedPence');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waivedPence === undefined) return;
    confirm.mutate();
  };
  const general =
    confirm.isError &&
    !fieldError('reason') &&
    !fieldError('waiveReason') &&
    !fieldError('waivedPence');
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-3"
      aria-label="Confirm the cancellation"
    >
      <Facts
        items={[
          ['Band', bandText(quote)],
          ['Holiday price', formatPence(quote.totalPence)],
          ['Paid', formatPence(quote.paidPence)],
          ['Cancellation charge', formatPence(quote.bandChargePence)],
          ['Refund due', formatPence(quote.refundDuePence)],
          ['Quote valid until', formatMoment(quote.expiresAt)],
        ]}
      />
      {general ? <Notice kind="error">{messageOf(confirm.error)}</Notice> : null}
      <TextInput
        label="Waive part of the charge (optional, £)"
        hint={`At most ${formatPence(quote.bandChargePence)}. Waiving needs a reason and is audited.`}
        inputMode="decimal"
        value={waive}
        onChange={(event) => setWaive(event.target.value)}
        error={waiveError}
      />
      {waivedPence ? (
        <TextArea
          label="Why the charge is waived"
          value={waiveReason}
          onChange={(event) => setWaiveReason(event.target.value)}
          maxLength={CANCELLATION_REASON_MAX_LENGTH}
          rows={2}
          error={fieldError('waiveReason')}
        />
      ) : null}
      <TextArea
        label="Reason for cancelling"
        hint="Kept with the cancellation and in the audit trail."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={CANCELLATION_REASON_MAX_LENGTH}
        rows={2}
        error={fieldError('reason')}
      />
      {openRequests.length > 0 ? (
        <SelectInput
          label="The customer's request it answers"
          value={requestId}
          onChange={(event) => setRequestId(event.target.value)}
        >
          <option value="">None</option>
          {openRequests.map((r) => (
            <option key={r.id} value={r.id}>
              Cancellation request of {formatMoment(r.created_at)}
            </option>
          ))}
        </SelectInput>
      ) : null}
      <p className="font-semibold">
        Cancelling keeps {formatPence(chargePence)} and refunds {formatPence(refundPence)} to the
        customer&apos;s card.
      </p>
      <Button type="submit" look="danger" disabled={confirm.isPending}>
        Cancel booking and refund {formatPence(refundPence)}
      </Button>
    </form>
  );
}

/** A short form with one reason: asking a supervisor to cancel, or declining that request. */
function ReasonForm({
  label,
  action,
  send,
  reference,
  done,
}: {
  label: string;
  action: string;
  send: (reference: string, reason: string) => Promise<unknown>;
  reference: string;
  done: string;
}) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const sent = useMutation({
    mutationFn: () => send(reference, reason),
    onSuccess: async () => {
      setReason('');
      await client.invalidateQueries({ queryKey: bookingQuery(reference).queryKey });
    },
  });
  const refused = sent.error instanceof ApiError ? sent.error.fieldError('reason') : undefined;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={action}>
      {sent.isError && !refused ? <Notice kind="error">{messageOf(sent.error)}</Notice> : null}
      {sent.isSuccess ? <Notice kind="done">{done}</Notice> : null}
      <TextArea
        label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={CANCELLATION_REASON_MAX_LENGTH}
        rows={2}
        error={refused}
      />
      <Button type="submit" look="secondary" disabled={sent.isPending}>
        {action}
      </Button>
    </form>
  );
}

const askedText = (approval: StaffCancellationApproval) =>
  `${approval.requestedBy} asked a supervisor to cancel this booking on ${formatMoment(approval.createdAt)}: “${approval.reason}”`;

/**
 * Cancelling the booking (supervisors and admins): a quote of the booking's own band charge,
 * then confirming it with a reason (and any part of the charge waived, with its reason). Once
 * cancelled: the money, the refunds and their deadline, the supplier and airline told.
 */
export function CancellationPanel({ view }: { view: StaffBookingView }) {
  const me = useQuery(meQuery());
  const role = me.data?.role;
  const reference = view.booking.reference;
  const [quote, setQuote] = useState<CancellationQuote | null>(null);
  const ask = useMutation({
    mutationFn: () => quoteCancellation(reference),
    onSuccess: setQuote,
  });
  const mayCancel = role ? staffMay(role, 'bookings.cancel') : false;
  return (
    <Panel id="cancellation" title="Cancellation">
      {view.cancellation ? (
        <CancelledFacts
          reference={reference}
          cancellation={view.cancellation}
          mayRefund={role ? staffMay(role, 'bookings.refund') : false}
        />
      ) : !mayCancel ? (
        <div className="space-y-2">
          <p>
            Cancelling today would keep {formatPence(view.booking.cancellation.chargePence)} of{' '}
            {formatPence(view.booking.cancellation.paidPence)} paid. A supervisor cancels bookings.
          </p>
          {view.cancellationApproval ? (
            <p className="font-semibold">
              {askedText(view.cancellationApproval)}. Waiting for a supervisor.
            </p>
          ) : role && staffMay(role, 'bookings.requestCancellation') ? (
            <ReasonForm
              label="Why should it be cancelled?"
              action="Ask a supervisor to cancel"
              send={requestCancellationApproval}
              reference={reference}
              done="A supervisor has been asked: it is in their Needs attention queue."
            />
          ) : null}
        </div>
      ) : quote ? (
        <ConfirmForm
          reference={reference}
          quote={quote}
          requests={view.booking.changeRequests}
          onDone={() => setQuote(null)}
        />
      ) : (
        <div className="space-y-2">
          {view.cancellationApproval ? (
            <div className="rounded-md border border-slate-300 bg-slate-50 p-3">
              <p className="font-semibold">{askedText(view.cancellationApproval)}</p>
              <ReasonForm
                label="Why it should not be cancelled"
                action="Decline the request"
                send={declineCancellationApproval}
                reference={reference}
                done="Declined: the request has left the queue."
              />
            </div>
          ) : null}
          <p>
            Cancelling today would keep {formatPence(view.booking.cancellation.chargePence)} of{' '}
            {formatPence(view.booking.cancellation.paidPence)} paid. Get a quote to see the band and
            the refund, then confirm it.
          </p>
          {ask.isError ? <Notice kind="error">{messageOf(ask.error)}</Notice> : null}
          <Button look="secondary" onClick={() => ask.mutate()} disabled={ask.isPending}>
            Get a cancellation quote
          </Button>
        </div>
      )}
    </Panel>
  );
}
