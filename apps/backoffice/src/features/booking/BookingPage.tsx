import type { StaffBookingView } from '@sunward/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { bookingQuery } from '../../api/booking';
import { messageOf } from '../../api/client';
import { STATUS_NAMES } from '../../lib/booking-status';
import {
  CHANGE_STATUS_NAMES,
  CHANGE_TYPE_NAMES,
  URGENCY_NAMES,
} from '../../lib/change-request-names';
import { formatDay, formatMoment, formatPence } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { Notice } from '../../ui/controls';
import { Facts, ListTable, Panel } from '../../ui/Facts';
import { CancellationPanel } from './CancellationPanel';
import { ExtrasPanel } from './ExtrasPanel';
import { NotesPanel } from './NotesPanel';
import { PassengersPanel } from './PassengersPanel';

const JOB_NAMES: Record<StaffBookingView['jobs'][number]['state'], string> = {
  waiting: 'Waiting',
  running: 'Running',
  retrying: 'Retrying',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const SUPPLIER_NAMES = {
  pending: 'Not booked yet',
  booked: 'Booked',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const;
const METHOD_NAMES = { card: 'Card', bank_transfer: 'Bank transfer', paypal: 'PayPal' } as const;

type Leg = NonNullable<StaffBookingView['booking']['flights']>['outbound'];
const legText = (leg: Leg) =>
  `${leg.flightNo} ${leg.from} → ${leg.to}, ${formatDay(leg.date)} ${leg.departure_time}`;

/**
 * One booking as the desk sees it: what the customer sees, plus the supplier's and the airline's
 * references, the money and every attempt at the gateway, the jobs and e-mails that followed, and
 * (supervisors) who did what to it. Opening it is audited.
 */
export function BookingPage() {
  const { reference = '' } = useParams();
  usePageTitle(`Booking ${reference}`);
  const found = useQuery(bookingQuery(reference));

  if (found.isPending) return <p role="status">Loading booking {reference}…</p>;
  if (found.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-800">Booking {reference}</h1>
        <div className="mt-4">
          <Notice kind="error">{messageOf(found.error)}</Notice>
        </div>
        <p className="mt-4">
          <Link className="font-semibold text-brand-700 underline" to="/bookings">
            Find a booking
          </Link>
        </p>
      </>
    );
  }
  const { booking, record, received, attempts, jobs, emails, audit, notes } = found.data;
  const lead = booking.passengers.find((p) => p.lead) ?? booking.passengers.at(0);
  const address = [lead?.address_line_one, lead?.address_line_two, lead?.city, lead?.postcode]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <p>
        <Link className="font-semibold text-brand-700 underline" to="/bookings">
          ← Find a booking
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-800">
        Booking <span className="font-mono">{booking.reference}</span>
      </h1>
      <p className="mt-1 text-slate-700">
        {STATUS_NAMES[record.status]} ·{' '}
        {booking.type === 'package' ? 'Flight and hotel' : 'Hotel only'} · booked{' '}
        {formatMoment(record.bookedAt)}{' '}
        {record.account === 'guest' ? 'as a guest' : 'from an account'}
      </p>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Panel id="customer" title="Lead passenger">
          <Facts
            items={[
              ['Name', lead?.fullName ?? '—'],
              ['E-mail', lead?.email ?? '—'],
              ['Telephone', lead?.phone ?? '—'],
              ['Address', address || '—'],
            ]}
          />
        </Panel>

        <Panel id="holiday" title="Holiday">
          <Facts
            items={[
              ['Hotel', `${booking.hotel.name}, ${booking.hotel.destinationName}`],
              [
                'Stay',
                `${formatDay(booking.hotel.checkIn)} to ${formatDay(booking.hotel.checkOut)} (${String(booking.hotel.nights)} nights)`,
              ],
              ['Room', `${booking.hotel.roomType}, ${booking.hotel.boardBasis}`],
              ...(booking.flights
                ? ([
                    ['Outbound', legText(booking.flights.outbound)],
                    ['Return', legText(booking.flights.inbound)],
                  ] as [string, string][])
                : []),
            ]}
          />
        </Panel>

        <Panel id="suppliers" title="Supplier and airline">
          <Facts
            items={[
              ['Supplier booking', SUPPLIER_NAMES[record.supplierStatus]],
              ['Supplier reference', record.supplierReference ?? '—'],
              ['Airline session', record.airlineSessionId ?? '—'],
              ['Confirmed', record.confirmedAt ? formatMoment(record.confirmedAt) : 'Not yet'],
            ]}
          />
        </Panel>

        <Panel id="money" title="Money">
          <Facts
            items={[
              ['Total', formatPence(booking.payment.totalCost)],
              ['Paid', formatPence(booking.payment.paidAmount)],
              ['Balance', formatPence(booking.payment.remainingBalance)],
              ['Plan', booking.payment.planName],
              [
                'Cancelling today',
                `charge ${formatPence(booking.cancellation.chargePence)} of ${formatPence(booking.cancellation.paidPence)} paid`,
              ],
            ]}
          />
        </Panel>
      </div>

      <div className="mt-4 space-y-4">
        <PassengersPanel view={found.data} />
        <ExtrasPanel view={found.data} />

        <CancellationPanel view={found.data} />

        <NotesPanel reference={booking.reference} notes={notes} />

        <Panel id="received" title="Money received">
          <ListTable
            caption="Money received"
            columns={['Received', 'Amount', 'Method', 'Gateway reference']}
            empty="Nothing received."
            rows={received.map((p, i) => ({
              key: `${p.receivedAt}-${String(i)}`,
              cells: [
                formatMoment(p.receivedAt),
                formatPence(p.amountPence),
                METHOD_NAMES[p.method],
                <span className="font-mono">{p.gatewayXref ?? '—'}</span>,
              ],
            }))}
          />
        </Panel>

        <Panel id="attempts" title="Payment gateway">
          <ListTable
            caption="Payment gateway attempts"
            columns={[
              'Started',
              'From',
              'Amount',
              'State',
              'Our reference',
              'Gateway reference',
              'Answer',
            ]}
            empty="No attempts at the gateway."
            rows={attempts.map((a) => ({
              key: a.transactionUnique,
              cells: [
                formatMoment(a.createdAt),
                a.kind === 'checkout' ? 'Checkout' : 'Payment tab',
                formatPence(a.amountPence),
                a.state,
                <span className="font-mono">{a.transactionUnique}</span>,
                <span className="font-mono">{a.xref ?? '—'}</span>,
                a.responseCode === null
                  ? '—'
                  : `${String(a.responseCode)} ${a.responseMessage ?? ''}`.trim(),
              ],
            }))}
          />
        </Panel>

        <Panel id="requests" title="Change requests">
          <ListTable
            caption="Change requests"
            columns={['Sent', 'Type', 'Urgency', 'Status', 'Request']}
            empty="No change requests."
            rows={booking.changeRequests.map((c) => ({
              key: c.id,
              cells: [
                formatMoment(c.created_at),
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={`/change-requests/${c.id}`}
                >
                  {CHANGE_TYPE_NAMES[c.type]}
                </Link>,
                URGENCY_NAMES[c.urgency],
                CHANGE_STATUS_NAMES[c.status],
                c.description,
              ],
            }))}
          />
        </Panel>

        <Panel id="jobs" title="Work that followed">
          <ListTable
            caption="Jobs"
            columns={['Queued', 'Job', 'State', 'Tries', 'Finished', 'Last error']}
            empty="No jobs."
            rows={jobs.map((j) => ({
              key: j.id,
              cells: [
                formatMoment(j.createdAt),
                j.queue,
                <span className={j.state === 'failed' ? 'font-semibold text-coral-600' : ''}>
                  {JOB_NAMES[j.state]}
                </span>,
                String(j.attempts),
                j.finishedAt ? formatMoment(j.finishedAt) : '—',
                j.error ?? '—',
              ],
            }))}
          />
        </Panel>

        <Panel id="emails" title="E-mails">
          <ListTable
            caption="E-mails"
            columns={['Recorded', 'To', 'Subject', 'Delivered']}
            empty="No e-mails."
            rows={emails.map((m) => ({
              key: m.id,
              cells: [
                formatMoment(m.recordedAt),
                m.to,
                m.subject,
                m.sentAt ? formatMoment(m.sentAt) : 'Recorded, not delivered',
              ],
            }))}
          />
        </Panel>

        {audit ? (
          <Panel id="audit" title="Audit trail">
            <ListTable
              caption="Audit trail"
              columns={['When', 'Who', 'What']}
              empty="Nothing recorded."
              rows={audit.map((entry, i) => ({
                key: `${entry.at}-${String(i)}`,
                cells: [
                  formatMoment(entry.at),
                  entry.staffName ? `${entry.staffName} (${entry.role ?? ''})` : 'System',
                  entry.action,
                ],
              }))}
            />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
