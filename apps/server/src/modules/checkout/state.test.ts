import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  advance,
  checkoutStates,
  assertStepAllowed,
  canMove,
  checkoutTransitions,
  reached,
  stepRequirements,
} from './state';

describe('checkout state machine', () => {
  it('orders the states as docs/design.md §6 does', () => {
    expect(checkoutStates).toEqual([
      'prebooked',
      'extras_committed',
      'passengers_saved',
      'prices_confirmed',
      'agreements_accepted',
      'plan_chosen',
      'payment_pending',
      'booked',
    ]);
  });

  it('names each state for what reached it: confirming prices reaches prices_confirmed', () => {
    expect(checkoutTransitions.confirmPrices.to).toBe('prices_confirmed');
    expect(checkoutTransitions.savePassengers.to).toBe('passengers_saved');
  });

  it('closes every step while a payment is with the gateway, and all of them once booked', () => {
    expect(() => assertStepAllowed('passengers', 'payment_pending')).toThrow(/being processed/);
    expect(() => assertStepAllowed('plan', 'booked')).toThrow(/already been booked/);
    expect(() => assertStepAllowed('paymentData', 'booked')).toThrow(/already been booked/);
    expect(() => assertStepAllowed('paymentData', 'payment_pending')).not.toThrow();
  });

  it('only ever moves forward', () => {
    for (const current of checkoutStates) {
      for (const target of checkoutStates) {
        const next = advance(current, target);
        expect(reached(next, current)).toBe(true);
        expect(reached(next, target)).toBe(true);
        expect(next).toBe(
          checkoutStates.indexOf(current) >= checkoutStates.indexOf(target) ? current : target,
        );
      }
    }
  });

  it('lets a step run from its required state onwards, and says what to do first otherwise', () => {
    expect(() => assertStepAllowed('extras', 'prebooked')).not.toThrow();
    expect(() => assertStepAllowed('billing', 'plan_chosen')).not.toThrow();
    let error: unknown;
    try {
      assertStepAllowed('billing', 'extras_committed');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: 'Please save every passenger before billing details.',
    });
    expect(stepRequirements.paymentData.state).toBe('plan_chosen');
    expect(stepRequirements.plan.state).toBe('agreements_accepted');
    expect(stepRequirements.agreements.state).toBe('prices_confirmed');
    expect(stepRequirements.passengers.state).toBe('extras_committed');
  });

  it('declares every transition, each step reaching the state named for it', () => {
    expect(
      Object.fromEntries(Object.entries(checkoutTransitions).map(([k, t]) => [k, t.to])),
    ).toEqual({
      commitExtras: 'extras_committed',
      savePassengers: 'passengers_saved',
      confirmPrices: 'prices_confirmed',
      acceptAgreements: 'agreements_accepted',
      choosePlan: 'plan_chosen',
      claimPayment: 'payment_pending',
      releasePayment: 'plan_chosen',
      book: 'booked',
    });
  });

  it('moves the steps forward only, from any earlier state', () => {
    expect(canMove('prebooked', 'choosePlan')).toBe(true);
    expect(canMove('agreements_accepted', 'confirmPrices')).toBe(false);
    expect(canMove('payment_pending', 'choosePlan')).toBe(false);
    expect(canMove('booked', 'commitExtras')).toBe(false);
  });

  it('lets one payment claim a checkout, gives it back only from payment_pending, and books it once', () => {
    expect(checkoutStates.filter((s) => canMove(s, 'claimPayment'))).toEqual(['plan_chosen']);
    expect(checkoutStates.filter((s) => canMove(s, 'releasePayment'))).toEqual(['payment_pending']);
    expect(checkoutStates.filter((s) => canMove(s, 'book'))).toEqual([
      'plan_chosen',
      'payment_pending',
    ]);
    expect(canMove('booked', 'book')).toBe(false);
  });
});
