import { describe, expect, expectTypeOf, it } from 'vitest';
import type { bookingPaymentAttempts, payments } from '../../db/schema';
import {
  answered,
  bookingPaymentStates,
  bookingPaymentTransitions,
  checkoutPaymentStates,
  checkoutPaymentTransitions,
  finalStates,
  type AttemptTransition,
  type BookingPaymentState,
  type CheckoutPaymentState,
} from './attempt-states';

/** Every state reachable from `start` through the declared transitions. */
function reachable<S extends string>(
  start: S,
  transitions: Record<string, AttemptTransition<S>>,
): Set<S> {
  const seen = new Set<S>([start]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of Object.values(transitions)) {
      if (!seen.has(t.to) && t.from.some((f) => seen.has(f))) {
        seen.add(t.to);
        grew = true;
      }
    }
  }
  return seen;
}

describe('payment attempt lifecycles', () => {
  it('are the states the tables hold', () => {
    expectTypeOf<CheckoutPaymentState>().toEqualTypeOf<(typeof payments.$inferSelect)['state']>();
    expectTypeOf<BookingPaymentState>().toEqualTypeOf<
      (typeof bookingPaymentAttempts.$inferSelect)['state']
    >();
  });

  it('never leave a final state: a booked or paid attempt never moves back to approved', () => {
    expect(finalStates(checkoutPaymentStates, checkoutPaymentTransitions).sort()).toEqual(
      ['booked', 'declined', 'failed', 'refunded', 'voided'].sort(),
    );
    expect(finalStates(bookingPaymentStates, bookingPaymentTransitions).sort()).toEqual(
      ['paid', 'declined', 'failed', 'refunded', 'voided'].sort(),
    );
    for (const t of Object.values(checkoutPaymentTransitions)) {
      expect(t.from).not.toContain('booked');
    }
    for (const t of Object.values(bookingPaymentTransitions)) expect(t.from).not.toContain('paid');
  });

  it('reach every state from the first', () => {
    expect([...reachable('pending', checkoutPaymentTransitions)].sort()).toEqual(
      [...checkoutPaymentStates].sort(),
    );
    expect([...reachable('open', bookingPaymentTransitions)].sort()).toEqual(
      [...bookingPaymentStates].sort(),
    );
  });

  it('record or give back a charge, never both: only an unsettled approval may become either', () => {
    for (const [recordFrom, transitions] of [
      [checkoutPaymentTransitions.book.from, checkoutPaymentTransitions],
      [bookingPaymentTransitions.record.from, bookingPaymentTransitions],
    ] as const) {
      expect(recordFrom).toEqual(['sent', 'requires_action', 'approved']);
      // Once it is being given back, nothing records it.
      expect(recordFrom).not.toContain('reversing');
      expect(transitions.reverse.from).toEqual(recordFrom);
      expect(transitions.voided.from).toContain('reversing');
    }
  });

  it('have one request continue a 3-D Secure answer at a time', () => {
    expect(checkoutPaymentTransitions.continueThreeDS).toEqual({
      from: ['requires_action'],
      to: 'sent',
    });
    expect(bookingPaymentTransitions.continueThreeDS).toEqual({
      from: ['requires_action'],
      to: 'sent',
    });
  });

  it('answer a repeated request only from a state that holds its answer', () => {
    for (const state of ['pending', 'open', 'sent', 'approved'] as const) {
      expect(answered(state)).toBe(false);
    }
    for (const state of ['requires_action', 'booked', 'paid', 'reversing', 'declined'] as const) {
      expect(answered(state)).toBe(true);
    }
  });
});
