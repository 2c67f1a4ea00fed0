import {
  isMoneyDifference,
  type MoneyDay,
  type MoneyLine,
  type MoneyLineKind,
  type MoneyLineStatus,
  type MoneyTotals,
} from '@sunward/contracts/staff-money';
import type { GatewayReportLine } from '../../integrations/payment-gateway/provider';
import { londonToday } from '../../lib/dates';
import type { RecordedPayment, RecordedRefund } from '../bookings/service';

/** What the day's matching is given: both sides of the day, and what helps explain a difference. */
export interface MoneyDayInputs {
  /** The London day, yyyy-mm-dd. */
  date: string;
  /** The gateway's report of the day: the transactions that went through. */
  gateway: GatewayReportLine[];
  /** Card payments bookings recorded that day. */
  payments: RecordedPayment[];
  /** Refunds approved that day. */
  refunds: RecordedRefund[];
  /** What bookings recorded of the day's gateway transactions (and their SALEs) on any day. */
  recordedElsewhere: { payments: RecordedPayment[]; refunds: RecordedRefund[] };
  /** The gateway's report of the day before, when asked for (a record the day's report lacks). */
  gatewayDayBefore?: { date: string; lines: GatewayReportLine[] };
}

const KIND_OF_ACTION: Record<GatewayReportLine['action'], MoneyLineKind> = {
  SALE: 'payment',
  REFUND_SALE: 'refund',
  CANCEL: 'void',
};
const kindOfRefund = (refund: RecordedRefund): MoneyLineKind =>
  refund.method === 'void' ? 'void' : 'refund';

const zero = (): MoneyTotals => ({ takenPence: 0, refundedPence: 0, voidedPence: 0, netPence: 0 });

function add(totals: MoneyTotals, kind: MoneyLineKind, pence: number): void {
  if (kind === 'payment') totals.takenPence += pence;
  else if (kind === 'refund') totals.refundedPence += pence;
  else totals.voidedPence += pence;
  totals.netPence = totals.takenPence - totals.refundedPence - totals.voidedPence;
}

/**
 * Matches one day's gateway report with what the bookings recorded that day, the ledger check's
 * invariant (ledger.ts) for one day: each SALE with the booking payment of its xref, each
 * REFUND_SALE or CANCEL with the approved booking refund of its own xref, amounts equal. A charge
 * no booking recorded that was given back in full the same day (a checkout that could not become
 * a booking) is shown as given back, not as a difference; so are the void or refunds that gave it
 * back. Everything else that does not match is a difference, with its reason. With no
 * difference, both sides' net totals are equal.
 */
export function matchMoneyDay(input: MoneyDayInputs): MoneyDay {
  const { date, gateway } = input;
  const lines: MoneyLine[] = [];
  const gatewayTotals = zero();
  const bookingTotals = zero();
  let givenBackPence = 0;

  const paymentByXref = new Map(
    input.payments.filter((p) => p.gatewayXref !== null).map((p) => [p.gatewayXref, p]),
  );
  const refundByXref = new Map(
    input.refunds.filter((r) => r.gatewayXref !== null).map((r) => [r.gatewayXref, r]),
  );
  const matchedPayments = new Set<RecordedPayment>();
  const matchedRefunds = new Set<RecordedRefund>();
  const elsewherePayment = new Map(
    input.recordedElsewhere.payments.map((p) => [p.gatewayXref ?? '', p]),
  );
  const elsewhereRefunds = input.recordedElsewhere.refunds;

  // Charges no booking recorded, given back in full by the day's own voids and refunds.
  const givenBack = new Set<string>();
  for (const sale of gateway) {
    if (sale.action !== 'SALE' || sale.state === 'approved') continue;
    if (paymentByXref.has(sale.xref) || elsewherePayment.has(sale.xref)) continue;
    const back = gateway.filter((l) => l.action !== 'SALE' && l.parentXref === sale.xref);
    const backPence = back.reduce((sum, l) => sum + l.amountPence, 0);
    const recorded = back.some(
      (l) => refundByXref.has(l.xref) || elsewhereRefunds.some((r) => r.gatewayXref === l.xref),
    );
    if (backPence === sale.amountPence && !recorded) givenBack.add(sale.xref);
  }

  const line = (
    l: Omit<MoneyLine, 'difference' | 'otherDay'> & { otherDay?: string | null },
  ): MoneyLine => ({ ...l, otherDay: l.otherDay ?? null, difference: isMoneyDifference(l.status) });

  for (const tx of gateway) {
    const kind = KIND_OF_ACTION[tx.action];
    add(gatewayTotals, kind, tx.amountPence);
    const base = {
      at: tx.at,
      kind,
      orderRef: tx.orderRef,
      gatewayXref: tx.xref,
      saleXref: tx.parentXref,
      gatewayPence: tx.amountPence,
    };
    if (tx.action === 'SALE') {
      const payment = paymentByXref.get(tx.xref);
      if (payment) {
        matchedPayments.add(payment);
        add(bookingTotals, 'payment', payment.amountPence);
        lines.push(
          line({
            ...base,
            bookingReference: payment.reference,
            bookedPence: payment.amountPence,
            status: payment.amountPence === tx.amountPence ? 'matches' : 'amounts_differ',
          }),
        );
        continue;
      }
      const other = elsewherePayment.get(tx.xref);
      if (givenBack.has(tx.xref)) givenBackPence += tx.amountPence;
      lines.push(
        line({
          ...base,
          bookingReference: other?.reference ?? null,
          bookedPence: null,
          status: other ? 'booked_other_day' : givenBack.has(tx.xref) ? 'given_back' : 'not_booked',
          otherDay: other ? londonToday(other.at) : null,
        }),
      );
      continue;
    }

    // A REFUND_SALE or CANCEL: the booking refund that recorded it (by its own xref).
    const refund = refundByXref.get(tx.xref);
    if (refund) {
      matchedRefunds.add(refund);
      add(bookingTotals, kindOfRefund(refund), refund.amountPence);
      const status: MoneyLineStatus =
        kindOfRefund(refund) !== kind
          ? 'kinds_differ'
          : refund.amountPence !== tx.amountPence
            ? 'amounts_differ'
            : 'matches';
      lines.push(
        line({
          ...base,
          bookingReference: refund.reference,
          bookedPence: refund.amountPence,
          status,
        }),
      );
      continue;
    }
    const otherDay = elsewhereRefunds.find((r) => r.gatewayXref === tx.xref && r.approvedAt);
    const waiting = elsewhereRefunds.find(
      (r) => r.saleXref === tx.parentXref && r.state === 'sent' && r.gatewayXref === null,
    );
    const sale = tx.parentXref ? elsewherePayment.get(tx.parentXref) : undefined;
    let status: MoneyLineStatus = 'not_booked';
    if (otherDay) status = 'booked_other_day';
    else if (tx.parentXref && givenBack.has(tx.parentXref)) status = 'given_back';
    else if (waiting) status = 'being_recorded';
    lines.push(
      line({
        ...base,
        bookingReference: (otherDay ?? waiting ?? sale)?.reference ?? null,
        bookedPence: null,
        status,
        otherDay: otherDay?.approvedAt ? londonToday(otherDay.approvedAt) : null,
      }),
    );
  }

  // What the bookings recorded that the day's report does not have.
  const before = new Map((input.gatewayDayBefore?.lines ?? []).map((l) => [l.xref, l]));
  const missing = (xref: string | null, kind: MoneyLineKind) => {
    const earlier = xref ? before.get(xref) : undefined;
    return earlier && KIND_OF_ACTION[earlier.action] === kind ? earlier : undefined;
  };
  for (const payment of input.payments) {
    if (matchedPayments.has(payment)) continue;
    add(bookingTotals, 'payment', payment.amountPence);
    const earlier = missing(payment.gatewayXref, 'payment');
    lines.push(
      line({
        at: payment.at.toISOString(),
        kind: 'payment',
        bookingReference: payment.reference,
        orderRef: earlier?.orderRef ?? null,
        gatewayXref: payment.gatewayXref,
        saleXref: null,
        gatewayPence: null,
        bookedPence: payment.amountPence,
        status: earlier ? 'gateway_other_day' : 'not_at_gateway',
        otherDay: earlier ? (input.gatewayDayBefore?.date ?? null) : null,
      }),
    );
  }
  for (const refund of input.refunds) {
    if (matchedRefunds.has(refund)) continue;
    const kind = kindOfRefund(refund);
    add(bookingTotals, kind, refund.amountPence);
    const earlier = missing(refund.gatewayXref, kind);
    lines.push(
      line({
        at: (refund.approvedAt ?? new Date(`${date}T12:00:00Z`)).toISOString(),
        kind,
        bookingReference: refund.reference,
        orderRef: earlier?.orderRef ?? null,
        gatewayXref: refund.gatewayXref,
        saleXref: refund.saleXref,
        gatewayPence: null,
        bookedPence: refund.amountPence,
        status: earlier ? 'gateway_other_day' : 'not_at_gateway',
        otherDay: earlier ? (input.gatewayDayBefore?.date ?? null) : null,
      }),
    );
  }

  lines.sort(
    (a, b) => a.at.localeCompare(b.at) || (a.gatewayXref ?? '').localeCompare(b.gatewayXref ?? ''),
  );
  const differences = lines.filter((l) => l.difference).length;
  return {
    date,
    balances: differences === 0,
    differences,
    givenBackPence,
    totals: { gateway: gatewayTotals, bookings: bookingTotals },
    lines,
  };
}

/** Whether the day's report lacks something the bookings recorded (the day before may have it). */
export const lacksGatewaySide = (day: MoneyDay): boolean =>
  day.lines.some((l) => l.status === 'not_at_gateway');
