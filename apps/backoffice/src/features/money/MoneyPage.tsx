import {
  MONEY_KIND_NAMES,
  MONEY_STATUS_NAMES,
  type MoneyDay,
  type MoneyLine,
  type MoneyTotals,
} from '@sunward/contracts/staff-money';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { moneyDayQuery } from '../../api/money-day';
import { formatDay, formatPence } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { BookingLink } from '../../ui/badges';
import { Notice, TextInput } from '../../ui/controls';
import { ListTable, Panel } from '../../ui/Facts';

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in London, yyyy-mm-dd (the shop's calendar day). */
const londonToday = () => londonDate.format(new Date());

const londonTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const amount = (pence: number | null) => (pence === null ? '—' : formatPence(pence));

/** A line's status in words; a difference also says so in bold, never by colour alone. */
function StatusOf({ line }: { line: MoneyLine }) {
  const words = MONEY_STATUS_NAMES[line.status];
  const when = line.otherDay ? ` (${formatDay(line.otherDay)})` : '';
  return line.difference ? (
    <strong className="font-semibold text-coral-600">
      {words}
      {when}
    </strong>
  ) : (
    <span>
      {words}
      {when}
    </span>
  );
}

function bookingOf(line: MoneyLine) {
  if (line.bookingReference) return <BookingLink reference={line.bookingReference} />;
  return line.orderRef ? (
    <span>
      No booking <span className="font-mono text-sm">(order {line.orderRef})</span>
    </span>
  ) : (
    'No booking'
  );
}

function TotalsTable({ day }: { day: MoneyDay }) {
  const { gateway, bookings } = day.totals;
  const rows: [string, keyof MoneyTotals][] = [
    ['Taken', 'takenPence'],
    ['Refunded', 'refundedPence'],
    ['Voided', 'voidedPence'],
    ['Net', 'netPence'],
  ];
  return (
    <>
      <ListTable
        caption="Totals of the day"
        columns={['Total', 'At the gateway', 'On bookings', 'Difference']}
        empty=""
        rows={rows.map(([label, field]) => ({
          key: field,
          cells: [
            <span key="label" className="font-semibold">
              {label}
            </span>,
            formatPence(gateway[field]),
            formatPence(bookings[field]),
            gateway[field] === bookings[field]
              ? 'None'
              : formatPence(gateway[field] - bookings[field]),
          ],
        }))}
      />
      {day.givenBackPence > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {formatPence(day.givenBackPence)} was taken and given back at the gateway without a
          booking (payments that could not become bookings): it is in the gateway&apos;s taken and
          its refunds or voids, and nothing of it was kept.
        </p>
      ) : null}
    </>
  );
}

/**
 * Money by day (supervisors and admins): for a London day, the gateway's payments, refunds and
 * voids against what the bookings recorded, with totals side by side and every difference named.
 * The day is kept in the address, so a reload or a shared link shows the same day.
 */
export function MoneyPage() {
  usePageTitle('Money');
  const me = useQuery(meQuery());
  const allowed = me.data ? staffMay(me.data.role, 'money.read') : false;
  const [params, setParams] = useSearchParams();
  const today = londonToday();
  const date = params.get('date') ?? today;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const day = useQuery({ ...moneyDayQuery(date), enabled: allowed && DAY.test(date) });

  if (me.data && !allowed) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-800">Money</h1>
        <Notice kind="error">Your role does not allow this.</Notice>
      </>
    );
  }
  const lines = (day.data?.lines ?? []).filter((l) => !onlyDifferences || l.difference);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Money</h1>
      <p className="mt-1 text-slate-700">
        What the payment gateway took, refunded and voided on a day (London time), against the
        payments and refunds the bookings recorded.
      </p>
      <div className="mt-4 max-w-xs">
        <TextInput
          label="Day"
          type="date"
          value={date}
          max={today}
          onChange={(event) =>
            setParams(event.target.value ? { date: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      {day.isError ? (
        <div className="mt-4">
          <Notice kind="error">{messageOf(day.error)}</Notice>
        </div>
      ) : null}
      {day.isPending && allowed && DAY.test(date) ? (
        <p role="status" className="mt-4">
          Loading…
        </p>
      ) : null}
      {day.data ? (
        <div className="mt-4 grid gap-4">
          <div aria-live="polite">
            <h2 className="text-xl font-bold text-brand-800">
              {day.data.balances
                ? 'The day balances'
                : `${String(day.data.differences)} ${day.data.differences === 1 ? 'difference' : 'differences'}`}
            </h2>
            <p className="text-slate-700">{formatDay(day.data.date)}</p>
          </div>
          <Panel id="money-totals" title="Totals">
            <TotalsTable day={day.data} />
          </Panel>
          <Panel id="money-lines" title="Transactions">
            <label className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
              />
              Show only differences
            </label>
            <ListTable
              caption="Transactions of the day"
              columns={[
                'Time',
                'Booking',
                'Kind',
                'Gateway xref',
                'At the gateway',
                'On the booking',
                'Status',
              ]}
              empty={
                onlyDifferences ? 'No differences on this day.' : 'No money moved on this day.'
              }
              rows={lines.map((line, i) => ({
                key: `${line.gatewayXref ?? line.bookingReference ?? ''}-${String(i)}`,
                cells: [
                  londonTime.format(new Date(line.at)),
                  bookingOf(line),
                  MONEY_KIND_NAMES[line.kind],
                  <span key="xref" className="font-mono text-sm break-all">
                    {line.gatewayXref ?? '—'}
                  </span>,
                  amount(line.gatewayPence),
                  amount(line.bookedPence),
                  <StatusOf key="status" line={line} />,
                ],
              }))}
            />
          </Panel>
        </div>
      ) : null}
    </>
  );
}
