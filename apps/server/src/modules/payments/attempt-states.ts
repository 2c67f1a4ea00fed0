/**
 * The lifecycles of a charge at the gateway: the checkout's payment (table `payments`) and a
 * payment towards a booking after checkout (table `booking_payment_attempts`). Every state write
 * is one of these transitions, applied as `UPDATE … WHERE state IN (from)`: the request whose
 * update matched the row won, and any other (a second 3-D Secure post, a retry, reconciliation in
 * another process) re-reads the attempt and answers what the winner answered. No transition
 * leads out of a final state, so an attempt never moves backwards (e.g. paid → approved).
 */

import { bookingPaymentStates, checkoutPaymentStates } from '../../db/schema';

/** One move of an attempt's state: allowed only from the `from` states. */
export interface AttemptTransition<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

export { bookingPaymentStates, checkoutPaymentStates };
export type CheckoutPaymentState = (typeof checkoutPaymentStates)[number];
export type BookingPaymentState = (typeof bookingPaymentStates)[number];

/** Where the gateway may hold money for the attempt that we have not settled. */
const AT_GATEWAY = ['sent', 'requires_action', 'approved'] as const;

/**
 * The checkout payment's transitions, named for what makes them. The checkout's own state moves
 * with some of them, in the same transaction (modules/checkout/state.ts).
 */
export const checkoutPaymentTransitions = {
  /** The SALE is about to be sent (the attempt was written as `pending` with the claim). */
  send: { from: ['pending'], to: 'sent' },
  /** The gateway asked for 3-D Secure. */
  challenge: { from: ['sent'], to: 'requires_action' },
  /** The bank's answer is sent on to the gateway: one request continues it, others wait. */
  continueThreeDS: { from: ['requires_action'], to: 'sent' },
  /** The gateway could not be reached with it: the shopper may post it again. */
  threeDSUnanswered: { from: ['sent'], to: 'requires_action' },
  approve: { from: ['sent', 'requires_action'], to: 'approved' },
  /** Written in the transaction that creates the booking (reconciliation may book from `sent`). */
  book: { from: AT_GATEWAY, to: 'booked' },
  /** Decided before anything is given back, so nothing books an approval being voided. */
  reverse: { from: AT_GATEWAY, to: 'reversing' },
  /** The gateway confirmed the void or refund (or reports the SALE reversed). */
  voided: { from: [...AT_GATEWAY, 'reversing'], to: 'voided' },
  refunded: { from: [...AT_GATEWAY, 'reversing'], to: 'refunded' },
  decline: { from: ['pending', 'sent', 'requires_action'], to: 'declined' },
  fail: { from: ['pending', 'sent', 'requires_action'], to: 'failed' },
} as const satisfies Record<string, AttemptTransition<CheckoutPaymentState>>;
export type CheckoutPaymentTransition = keyof typeof checkoutPaymentTransitions;

/** A payment towards a booking: the same charge at the gateway, recorded against instalments. */
export const bookingPaymentTransitions = {
  /** Confirm Payment: the session's one charge, claimed with the request's Idempotency-Key. */
  send: { from: ['open'], to: 'sent' },
  challenge: { from: ['sent'], to: 'requires_action' },
  continueThreeDS: { from: ['requires_action'], to: 'sent' },
  threeDSUnanswered: { from: ['sent'], to: 'requires_action' },
  approve: { from: ['sent', 'requires_action'], to: 'approved' },
  /** Written in the transaction that records the booking payment (reconciliation: from `sent`). */
  record: { from: AT_GATEWAY, to: 'paid' },
  /** Decided in the transaction that found the booking no longer owes the amount. */
  reverse: { from: AT_GATEWAY, to: 'reversing' },
  voided: { from: [...AT_GATEWAY, 'reversing'], to: 'voided' },
  refunded: { from: [...AT_GATEWAY, 'reversing'], to: 'refunded' },
  decline: { from: ['sent', 'requires_action'], to: 'declined' },
  fail: { from: ['sent', 'requires_action'], to: 'failed' },
} as const satisfies Record<string, AttemptTransition<BookingPaymentState>>;
export type BookingPaymentTransition = keyof typeof bookingPaymentTransitions;

/** States in which the gateway may hold money we have not settled: reconciliation's work. */
export const UNSETTLED_CHECKOUT_PAYMENT: CheckoutPaymentState[] = [
  'pending',
  ...AT_GATEWAY,
  'reversing',
];
export const UNSETTLED_BOOKING_PAYMENT: BookingPaymentState[] = [...AT_GATEWAY, 'reversing'];

/**
 * The gateway approved the charge and the booking does not have it yet (or it is being given
 * back): reconciliation settles these within a minute, so one left longer needs a person.
 */
export const APPROVED_UNRECORDED_CHECKOUT_PAYMENT: CheckoutPaymentState[] = [
  'approved',
  'reversing',
];
export const APPROVED_UNRECORDED_BOOKING_PAYMENT: BookingPaymentState[] = ['approved', 'reversing'];

/**
 * Whether an attempt in `state` holds the answer its request gets (a 3-D Secure redirect, the
 * booking, a refusal): in the others the gateway's decision is still being acted on.
 */
export function answered(state: string): boolean {
  return !['pending', 'open', 'sent', 'approved'].includes(state);
}

/** Final states: nothing leads out of them. */
export function finalStates<S extends string>(
  states: readonly S[],
  transitions: Record<string, AttemptTransition<S>>,
): S[] {
  const left = new Set(Object.values(transitions).flatMap((t) => t.from));
  return states.filter((s) => !left.has(s));
}
