import { checkoutStates, type CheckoutState } from '@sunward/contracts/checkout';
import { AppError } from '../../errors';

/**
 * The checkout state machine (docs/design.md §6). States only move forward: a customer who goes back
 * and edits a step keeps everything they had reached, so a later step never has to be redone just
 * because an earlier one was repeated.
 */

export type CheckoutStep =
  'extras' | 'passengers' | 'billing' | 'confirmPrices' | 'agreements' | 'plan' | 'paymentData';

const rank = (state: CheckoutState): number => checkoutStates.indexOf(state);

/** Whether `current` is at or past `required`. */
export function reached(current: CheckoutState, required: CheckoutState): boolean {
  return rank(current) >= rank(required);
}

/** The state after completing a step that leads to `target`: never earlier than `current`. */
export function advance(current: CheckoutState, target: CheckoutState): CheckoutState {
  return reached(current, target) ? current : target;
}

/** What each step needs first, and what the customer is told to do when it is missing. */
export const stepRequirements: Record<CheckoutStep, { state: CheckoutState; message: string }> = {
  extras: { state: 'prebooked', message: '' },
  passengers: {
    state: 'extras_committed',
    message: 'Please confirm your extras before passenger details.',
  },
  billing: {
    state: 'passengers_saved',
    message: 'Please save every passenger before billing details.',
  },
  confirmPrices: {
    state: 'passengers_saved',
    message: 'Please save your billing details before confirming prices.',
  },
  agreements: {
    state: 'billing_saved',
    message: 'Please complete your billing details before accepting the terms.',
  },
  plan: {
    state: 'agreements_accepted',
    message: 'Please accept the terms and conditions before choosing a payment plan.',
  },
  paymentData: {
    state: 'plan_chosen',
    message: 'Please choose a payment plan before paying.',
  },
};

export const PAYMENT_IN_PROGRESS_MESSAGE =
  'Your payment is being processed. Please wait for it to finish before changing your booking.';
export const ALREADY_BOOKED_MESSAGE = 'This holiday has already been booked and paid for.';

/**
 * Throws 409 CONFLICT, saying what to do first, when `step` cannot run in `current`. Once a
 * payment is with the gateway, or the holiday is booked, nothing that changes the price may run.
 */
export function assertStepAllowed(step: CheckoutStep, current: CheckoutState): void {
  if (current === 'booked' || (current === 'payment_pending' && step !== 'paymentData')) {
    throw new AppError(
      'CONFLICT',
      current === 'booked' ? ALREADY_BOOKED_MESSAGE : PAYMENT_IN_PROGRESS_MESSAGE,
      { state: current },
    );
  }
  const requirement = stepRequirements[step];
  if (!reached(current, requirement.state)) {
    throw new AppError('CONFLICT', requirement.message, {
      state: current,
      required_state: requirement.state,
    });
  }
}
