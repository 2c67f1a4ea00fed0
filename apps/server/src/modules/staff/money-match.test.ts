import { describe, expect, it } from 'vitest';
import type { GatewayReportLine } from '../../integrations/payment-gateway/provider';
import type { RecordedPayment, RecordedRefund } from '../bookings/service';
import { lacksGatewaySide, matchMoneyDay, type MoneyDayInputs } from './money-match';

const DATE = '2026-06-14';

const sale = (xref: string, amountPence: number, over: Partial<GatewayReportLine> = {}) =>
  ({
    xref,
    action: 'SALE',
    state: 'approved',
    amountPence,
    transactionUnique: `${xref}-u`,
    orderRef: `SW-${xref}`,
    parentXref: null,
    at: '2026-06-14T09:00:00.000Z',
    ...over,
  }) satisfies GatewayReportLine;

const giveBack = (
  action: 'REFUND_SALE' | 'CANCEL',
  xref: string,
  parentXref: string,
  amountPence: number,
  at = '2026-06-14T10:00:00.000Z',
) =>
  ({
    xref,
    action,
    state: 'approved',
    amountPence,
    transactionUnique: `${xref}-u`,
    orderRef: `SW-${parentXref}`,
    parentXref,
    at,
  }) satisfies GatewayReportLine;

const payment = (
  reference: string,
  gatewayXref: string | null,
  amountPence: number,
  at = '2026-06-14T09:00:01.000Z',
): RecordedPayment => ({ reference, gatewayXref, amountPence, at: new Date(at) });

const refund = (
  reference: string,
  saleXref: string,
  gatewayXref: string | null,
  amountPence: number,
  over: Partial<RecordedRefund> = {},
): RecordedRefund => ({
  reference,
  saleXref,
  gatewayXref,
  amountPence,
  state: 'approved',
  method: 'refund',
  approvedAt: new Date('2026-06-14T10:00:01.000Z'),
  ...over,
});

const day = (over: Partial<MoneyDayInputs>) =>
  matchMoneyDay({
    date: DATE,
    gateway: [],
    payments: [],
    refunds: [],
    recordedElsewhere: { payments: [], refunds: [] },
    ...over,
  });

describe('matching a day of money', () => {
  it('balances when every SALE, refund and void is recorded with its amount', () => {
    const payments = [payment('KT482915', 'S1', 50_000), payment('LM100200', 'S2', 9_800)];
    const refunds = [
      refund('KT482915', 'S1', 'R1', 40_200),
      refund('LM100200', 'S2', 'V1', 9_800, { method: 'void' }),
    ];
    const result = day({
      gateway: [
        sale('S1', 50_000),
        sale('S2', 9_800, { state: 'cancelled', at: '2026-06-14T09:30:00.000Z' }),
        giveBack('REFUND_SALE', 'R1', 'S1', 40_200),
        giveBack('CANCEL', 'V1', 'S2', 9_800, '2026-06-14T11:00:00.000Z'),
      ],
      payments,
      refunds,
      recordedElsewhere: { payments, refunds },
    });
    expect(result).toMatchObject({ date: DATE, balances: true, differences: 0, givenBackPence: 0 });
    expect(result.lines.map((l) => [l.kind, l.bookingReference, l.status])).toEqual([
      ['payment', 'KT482915', 'matches'],
      ['payment', 'LM100200', 'matches'],
      ['refund', 'KT482915', 'matches'],
      ['void', 'LM100200', 'matches'],
    ]);
    const totals = {
      takenPence: 59_800,
      refundedPence: 40_200,
      voidedPence: 9_800,
      netPence: 9_800,
    };
    expect(result.totals).toEqual({ gateway: totals, bookings: totals });
    expect(result.lines[2]).toMatchObject({
      gatewayXref: 'R1',
      saleXref: 'S1',
      gatewayPence: 40_200,
      bookedPence: 40_200,
      difference: false,
      otherDay: null,
    });
  });

  it('shows a charge no booking recorded, given back the same day, as given back, not a difference', () => {
    const result = day({
      gateway: [sale('S9', 12_345, { state: 'cancelled' }), giveBack('CANCEL', 'V9', 'S9', 12_345)],
    });
    expect(result).toMatchObject({ balances: true, differences: 0, givenBackPence: 12_345 });
    expect(result.lines.map((l) => [l.kind, l.status, l.bookingReference, l.orderRef])).toEqual([
      ['payment', 'given_back', null, 'SW-S9'],
      ['void', 'given_back', null, 'SW-S9'],
    ]);
    expect(result.totals.gateway.netPence).toBe(result.totals.bookings.netPence);
  });

  it('names each difference in plain terms', () => {
    const result = day({
      gateway: [
        // Kept at the gateway, on no booking.
        sale('S1', 1_000),
        // Amounts differ.
        sale('S2', 2_000),
        // Refunded in full, but one part of it on another day: not given back within the day.
        sale('S3', 3_000, { state: 'refunded' }),
        giveBack('REFUND_SALE', 'R3', 'S3', 1_000),
        // A void of a charge of an earlier day that no booking recorded.
        giveBack('CANCEL', 'V4', 'S4', 4_000),
        // Recorded as a void on the booking, a refund at the gateway.
        sale('S5', 5_000),
        giveBack('REFUND_SALE', 'R5', 'S5', 5_000),
      ],
      payments: [
        payment('AB000002', 'S2', 2_500),
        payment('AB000005', 'S5', 5_000),
        // Recorded, never at the gateway.
        payment('AB000006', 'S6', 6_000, '2026-06-14T15:00:00.000Z'),
      ],
      refunds: [refund('AB000005', 'S5', 'R5', 5_000, { method: 'void' })],
    });
    expect(result.balances).toBe(false);
    const status = Object.fromEntries(result.lines.map((l) => [l.gatewayXref, l.status]));
    expect(status).toEqual({
      S1: 'not_booked',
      S2: 'amounts_differ',
      S3: 'not_booked',
      R3: 'not_booked',
      V4: 'not_booked',
      S5: 'matches',
      R5: 'kinds_differ',
      S6: 'not_at_gateway',
    });
    expect(result.differences).toBe(7);
    expect(result.lines.find((l) => l.gatewayXref === 'S6')).toMatchObject({
      bookingReference: 'AB000006',
      gatewayPence: null,
      bookedPence: 6_000,
      difference: true,
    });
    expect(result.totals.gateway.takenPence).toBe(11_000);
    expect(result.totals.bookings.takenPence).toBe(13_500);
  });

  it('explains the differences of a transaction recorded either side of midnight', () => {
    // At the gateway at 23:59, recorded on the booking at 00:00 the next day (and vice versa).
    const late = payment('CD000001', 'S1', 7_000, '2026-06-14T23:00:05.000Z');
    const first = day({
      gateway: [sale('S1', 7_000, { at: '2026-06-14T22:59:59.000Z' })],
      recordedElsewhere: { payments: [late], refunds: [] },
    });
    expect(first.lines[0]).toMatchObject({
      status: 'booked_other_day',
      bookingReference: 'CD000001',
      otherDay: '2026-06-15',
      difference: true,
    });

    const next = day({ date: '2026-06-15', payments: [late] });
    expect(lacksGatewaySide(next)).toBe(true);
    const explained = day({
      date: '2026-06-15',
      payments: [late],
      gatewayDayBefore: {
        date: '2026-06-14',
        lines: [sale('S1', 7_000, { at: '2026-06-14T22:59:59.000Z' })],
      },
    });
    expect(explained.lines[0]).toMatchObject({
      status: 'gateway_other_day',
      otherDay: '2026-06-14',
      orderRef: 'SW-S1',
    });
    expect(lacksGatewaySide(explained)).toBe(false);
  });

  it("says a refund is being recorded while the booking's refund waits for its answer", () => {
    const booked = payment('EF000001', 'S1', 8_000, '2026-06-13T09:00:00.000Z');
    const result = day({
      gateway: [giveBack('REFUND_SALE', 'R1', 'S1', 3_000)],
      recordedElsewhere: {
        payments: [booked],
        refunds: [
          refund('EF000001', 'S1', null, 3_000, { state: 'sent', method: null, approvedAt: null }),
        ],
      },
    });
    expect(result.lines[0]).toMatchObject({
      status: 'being_recorded',
      bookingReference: 'EF000001',
      difference: true,
    });
    // Given back against a booked charge, with no refund on the booking at all.
    const unrecorded = day({
      gateway: [giveBack('REFUND_SALE', 'R1', 'S1', 3_000)],
      recordedElsewhere: { payments: [booked], refunds: [] },
    });
    expect(unrecorded.lines[0]).toMatchObject({
      status: 'not_booked',
      bookingReference: 'EF000001',
    });
  });

  it('is an empty, balanced day when nothing happened', () => {
    const result = day({});
    expect(result).toEqual({
      date: DATE,
      balances: true,
      differences: 0,
      givenBackPence: 0,
      totals: {
        gateway: { takenPence: 0, refundedPence: 0, voidedPence: 0, netPence: 0 },
        bookings: { takenPence: 0, refundedPence: 0, voidedPence: 0, netPence: 0 },
      },
      lines: [],
    });
  });
});
