import { checkoutStates, type CheckoutState } from '@sunward/contracts/checkout';
import { AppError } from '../../errors';

/** The states in order, each named for what reached it (the API's names, packages/contracts). */
export { checkoutStates, type CheckoutState };

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

/** One move of a checkout's state: allowed only from the `from` states. */
export interface CheckoutTransition {
  readonly from: readonly CheckoutState[];
  readonly to: CheckoutState;
}

/** A step completed: forward to `to` from any earlier state (a later state is kept). */
const forwardTo = (to: CheckoutState): CheckoutTransition => ({
  from: checkoutStates.slice(0, rank(to)),
  to,
});

/**
 * Every transition of a checkout and its booking payment, named by what makes it (docs/design.md
 * §6). The checkout module applies the steps; the payments module applies the last three, inside
 * its own transactions, through the checkout repository.
 */
export const checkoutTransitions = {
  /** Committing the extras (again after an edit: nothing reached later is lost). */
  commitExtras: forwardTo('extras_committed'),
  /** Saving the last passenger the party needs. */
  savePassengers: forwardTo('passengers_saved'),
  /** Confirming the live prices, which needs the billing details saved first. */
  confirmPrices: forwardTo('prices_confirmed'),
  acceptAgreements: forwardTo('agreements_accepted'),
  choosePlan: forwardTo('plan_chosen'),
  /** A card payment is sent to the gateway: one attempt holds the checkout at a time. */
  claimPayment: { from: ['plan_chosen'], to: 'payment_pending' },
  /** The gateway did not take the money: the one backward move, so the customer can retry. */
  releasePayment: { from: ['payment_pending'], to: 'plan_chosen' },
  /** An approved payment books the holiday, once (reconciliation may book a released checkout). */
  book: { from: ['payment_pending', 'plan_chosen'], to: 'booked' },
} as const satisfies Record<string, CheckoutTransition>;

export type CheckoutTransitionName = keyof typeof checkoutTransitions;

/** Whether `transition` may run from `current`. */
export function canMove(current: CheckoutState, transition: CheckoutTransitionName): boolean {
  return (checkoutTransitions[transition].from as readonly CheckoutState[]).includes(current);
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
    state: 'prices_confirmed',
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
