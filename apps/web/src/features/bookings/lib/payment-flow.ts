import type {
  BookingPaymentSession,
  BookingPaymentType,
  PaymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import type { BankChallengeRequest } from '../../../shared/ui/card-fields/BankChallenge';

export type FlowStep = 1 | 2 | 3;

/** A payment taken: what the success message says (the balance once the booking is read again). */
export interface PaidOutcome {
  amount: number;
  remainingBalance: number | null;
  transactionId: string;
}

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Payment flow': step 1 choose the type (and custom
 * amount), 2 the schedule the payment would leave, 3 the session opened and the card paid.
 */
export interface FlowState {
  step: FlowStep;
  /** True once the customer has moved between steps (focus follows from then on). */
  moved: boolean;
  paymentType: BookingPaymentType;
  amountText: string;
  /** The custom amount's message shows once Continue was pressed. */
  amountTouched: boolean;
  /** Step 2's schedule; null when the answer could not be shown ('No Schedule Data'). */
  preview: PaymentScheduleResponse | null;
  /** Step 3's session and its Idempotency-Key (one per session attempt). */
  session: { value: BookingPaymentSession; key: string } | null;
  challenge: BankChallengeRequest | null;
  busy: 'schedule' | 'init' | 'pay' | null;
  error: string | null;
  paid: PaidOutcome | null;
}

export type FlowEvent =
  | { type: 'choose'; paymentType: BookingPaymentType }
  | { type: 'amount'; text: string }
  | { type: 'touch' }
  | { type: 'start'; busy: NonNullable<FlowState['busy']> }
  | { type: 'previewed'; preview: PaymentScheduleResponse | null }
  | { type: 'opened'; session: BookingPaymentSession; key: string }
  | { type: 'challenged'; challenge: BankChallengeRequest }
  | { type: 'paid'; outcome: PaidOutcome }
  /** `spent`: the session can take no other attempt (paying failed); a new one is needed. */
  | { type: 'failed'; error: string; spent?: boolean }
  | { type: 'back'; to: FlowStep }
  | { type: 'dismiss' };

export const initialFlow: FlowState = {
  step: 1,
  moved: false,
  paymentType: 'next_installment',
  amountText: '',
  amountTouched: false,
  preview: null,
  session: null,
  challenge: null,
  busy: null,
  error: null,
  paid: null,
};

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'choose':
      return { ...state, paymentType: event.paymentType, amountTouched: false };
    case 'amount':
      return { ...state, amountText: event.text };
    case 'touch':
      return { ...state, amountTouched: true };
    case 'start':
      return { ...state, busy: event.busy, error: null, paid: null };
    case 'previewed':
      return { ...state, busy: null, step: 2, moved: true, preview: event.preview };
    case 'opened':
      return {
        ...state,
        busy: null,
        step: 3,
        moved: true,
        session: { value: event.session, key: event.key },
        challenge: null,
      };
    case 'challenged':
      return { ...state, busy: null, challenge: event.challenge };
    // Resets after success: back to step 1 with the outcome to show.
    case 'paid':
      return { ...initialFlow, moved: true, paid: event.outcome };
    case 'failed':
      return {
        ...state,
        busy: null,
        error: event.error,
        ...(event.spent ? { session: null, challenge: null } : {}),
      };
    // Going back only to earlier steps.
    case 'back':
      if (event.to >= state.step || state.busy) return state;
      return {
        ...state,
        step: event.to,
        moved: true,
        error: null,
        session: null,
        challenge: null,
        ...(event.to === 1 ? { preview: null } : {}),
      };
    // Dismissing on step 3 when the session is spent leaves the customer on step 2 to start again.
    case 'dismiss':
      return state.step === 3 && !state.session
        ? { ...state, error: null, step: 2, moved: true }
        : { ...state, error: null };
  }
}
