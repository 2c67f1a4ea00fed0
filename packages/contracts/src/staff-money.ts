import * as z from 'zod/mini';

/**
 * Money by day (supervisors and admins, `money.read`): for one London calendar day, what the
 * payment gateway's settlement report says was taken (SALEs), refunded (REFUND_SALEs) and voided
 * (CANCELs) against what the bookings recorded that day (card payments received, refunds
 * approved), line by line and in totals, with every difference named. The same invariant the
 * ledger check proves over all time (apps/server/src/sandboxes/gateway/ledger.ts), for one day on
 * the desk. Reading it is audited ('money.viewed').
 *
 * - GET /staff/money?date=yyyy-mm-dd   moneyDayQuery → moneyDay (date: today in London if left out)
 */
export const moneyPaths = {
  day: '/staff/money',
} as const;

export const moneyMessages = {
  date: 'must be a day written as yyyy-mm-dd, for example 2026-06-14.',
  future: 'That day has not happened yet: choose today or an earlier day.',
  gatewayUnavailable:
    "The payment gateway's report cannot be read just now. Please try again in a minute.",
} as const;

export const moneyDayQuery = z.strictObject({
  /** The London calendar day; today's if left out. */
  date: z.optional(z.iso.date({ error: moneyMessages.date })),
});
export type MoneyDayQuery = z.infer<typeof moneyDayQuery>;

/** What a line moved: money taken (SALE / booking payment), refunded or voided (all of a SALE). */
export const moneyLineKinds = ['payment', 'refund', 'void'] as const;
export type MoneyLineKind = (typeof moneyLineKinds)[number];
export const MONEY_KIND_NAMES: Record<MoneyLineKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  void: 'Void',
};

/**
 * How a line stands. `matches` and `given_back` are not differences; every other status is.
 *
 * - matches: the gateway's transaction and the booking's record agree (same xref, same amount).
 * - given_back: a charge no booking recorded (a checkout that could not become a booking) given
 *   back in full the same day, and the void or refunds that gave it back. Nothing was kept.
 * - not_booked: at the gateway, recorded on no booking.
 * - booked_other_day: at the gateway, recorded on a booking on another day (`otherDay`).
 * - not_at_gateway: recorded on a booking, not in the gateway's report.
 * - gateway_other_day: recorded on a booking, at the gateway on the day before (`otherDay`).
 * - amounts_differ: the same transaction with different amounts on each side.
 * - kinds_differ: recorded as a refund but a void at the gateway, or the other way round.
 * - being_recorded: given back at the gateway while the booking's refund is still waiting for
 *   the gateway's answer to be recorded (look again in a minute).
 */
export const moneyLineStatuses = [
  'matches',
  'given_back',
  'not_booked',
  'booked_other_day',
  'not_at_gateway',
  'gateway_other_day',
  'amounts_differ',
  'kinds_differ',
  'being_recorded',
] as const;
export type MoneyLineStatus = (typeof moneyLineStatuses)[number];

/** Each status in words (never colour alone). */
export const MONEY_STATUS_NAMES: Record<MoneyLineStatus, string> = {
  matches: 'Matches',
  given_back: 'Given back at the gateway',
  not_booked: 'At the gateway, not recorded on a booking',
  booked_other_day: 'At the gateway, recorded on a booking on another day',
  not_at_gateway: 'Recorded on a booking, not at the gateway',
  gateway_other_day: 'Recorded on a booking, at the gateway on another day',
  amounts_differ: 'Amounts differ',
  kinds_differ: 'Recorded as a refund at one end and a void at the other',
  being_recorded: 'Given back at the gateway, still being recorded on the booking',
};

/** Whether a status is a difference (the day does not balance while there is one). */
export const isMoneyDifference = (status: MoneyLineStatus): boolean =>
  status !== 'matches' && status !== 'given_back';

/** One transaction: the gateway's side, the booking's side, or both when they match. */
export const moneyLine = z.object({
  /** When it happened: the gateway's time where it has the transaction, else the booking's. */
  at: z.iso.datetime(),
  kind: z.enum(moneyLineKinds),
  /** The booking it is recorded on (or, for a transaction no booking recorded, null). */
  bookingReference: z.nullable(z.string()),
  /** The gateway's order reference (the checkout's), where the gateway has the transaction. */
  orderRef: z.nullable(z.string()),
  /** The transaction's own xref at the gateway (a refund's or void's own, not its SALE's). */
  gatewayXref: z.nullable(z.string()),
  /** For a refund or void: the SALE it gives back. */
  saleXref: z.nullable(z.string()),
  /** Pence at the gateway; null when the gateway's report of the day does not have it. */
  gatewayPence: z.nullable(z.int()),
  /** Pence recorded on the booking that day; null when no booking recorded it that day. */
  bookedPence: z.nullable(z.int()),
  status: z.enum(moneyLineStatuses),
  /** Whether the line is a difference (see isMoneyDifference). */
  difference: z.boolean(),
  /** For *_other_day: the London day the other side has it. */
  otherDay: z.nullable(z.iso.date()),
});
export type MoneyLine = z.infer<typeof moneyLine>;

/** One side's totals of the day, in pence: net = taken − refunded − voided. */
export const moneyTotals = z.object({
  takenPence: z.int(),
  refundedPence: z.int(),
  voidedPence: z.int(),
  netPence: z.int(),
});
export type MoneyTotals = z.infer<typeof moneyTotals>;

export const moneyDay = z.object({
  date: z.iso.date(),
  /** True when no line is a difference (then both sides' net totals agree too). */
  balances: z.boolean(),
  /** How many lines are differences. */
  differences: z.int(),
  totals: z.object({ gateway: moneyTotals, bookings: moneyTotals }),
  /**
   * Pence of charges no booking recorded, taken and given back in full this day: in the gateway's
   * taken and its refunded or voided, not in the bookings' (its net is unchanged by them).
   */
  givenBackPence: z.int(),
  /** Every transaction of the day, oldest first. */
  lines: z.array(moneyLine),
});
export type MoneyDay = z.infer<typeof moneyDay>;
