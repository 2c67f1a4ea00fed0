import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client';
import { initFailure, payFailure, poundsToPence, scheduleFailure } from './booking-payment';
import { flowReducer, initialFlow, type FlowState } from './payment-flow';
import { readPaymentReturn } from './payment-return';

const at = (step: FlowState['step'], more: Partial<FlowState> = {}): FlowState => ({
  ...initialFlow,
  step,
  ...more,
});

describe('payment flow (docs/spec/3-accounts-bookings-content.md §4 Payment flow)', () => {
  it('goes back only to earlier steps, never while a call is under way', () => {
    expect(flowReducer(at(2), { type: 'back', to: 3 }).step).toBe(2);
    expect(flowReducer(at(2), { type: 'back', to: 2 }).step).toBe(2);
    expect(flowReducer(at(3), { type: 'back', to: 2 }).step).toBe(2);
    expect(flowReducer(at(3), { type: 'back', to: 1 }).step).toBe(1);
    expect(flowReducer(at(3, { busy: 'pay' }), { type: 'back', to: 2 }).step).toBe(3);
    expect(flowReducer(at(2, { error: 'x' }), { type: 'back', to: 1 }).error).toBeNull();
  });

  it('resets to step 1 after success, keeping only the outcome', () => {
    const outcome = { amount: 100, remainingBalance: 5, transactionId: 'T' };
    const next = flowReducer(at(3, { paymentType: 'custom', amountText: '1' }), {
      type: 'paid',
      outcome,
    });
    expect(next).toEqual({ ...initialFlow, moved: true, paid: outcome });
  });

  it('a failed payment spends the session; dismissing then leaves step 2', () => {
    const session = { value: {} as never, key: 'k' };
    const failed = flowReducer(at(3, { session, busy: 'pay' }), {
      type: 'failed',
      error: 'No',
      spent: true,
    });
    expect(failed).toMatchObject({ session: null, error: 'No', busy: null, step: 3 });
    expect(flowReducer(failed, { type: 'dismiss' })).toMatchObject({ step: 2, error: null });
    // A failure that leaves the session (none here) is only closed.
    expect(flowReducer(at(2, { error: 'No' }), { type: 'dismiss' })).toMatchObject({ step: 2 });
  });
});

describe('custom amount in pounds (docs/spec/3-accounts-bookings-content.md §5)', () => {
  it('reads pounds and pence with at most two decimals', () => {
    expect(poundsToPence('')).toBeNull();
    expect(poundsToPence('  ')).toBeNull();
    expect(poundsToPence('1')).toBe(100);
    expect(poundsToPence('250.5')).toBe(25050);
    expect(poundsToPence('0.29')).toBe(29);
    expect(poundsToPence('1.005')).toBeNaN();
    expect(poundsToPence('-1')).toBeNaN();
    expect(poundsToPence('1e3')).toBeNaN();
  });
});

describe('failure texts (docs/spec/3-accounts-bookings-content.md §8 Payment (instalments))', () => {
  const served = (status: number, message: string, details?: Record<string, unknown>) =>
    new ApiError(status, 'X', message, details, true);
  it('words each call', () => {
    expect(scheduleFailure(served(500, 'Boom'))).toBe(
      'Failed to fetch payment schedule. Please try again.',
    );
    expect(
      scheduleFailure(
        served(422, 'Invalid', { errors: { amount: ['Minimum payment amount is £1.00'] } }),
      ),
    ).toBe('Minimum payment amount is £1.00');
    expect(initFailure(served(409, 'Balance changed'))).toBe('Balance changed');
    expect(initFailure(served(500, 'Boom'))).toBe(
      'Failed to initialize payment. Please try again.',
    );
    expect(payFailure(served(402, 'Declined'))).toBe('Declined');
    expect(payFailure(new ApiError(502, undefined, 'Bad Gateway', undefined, false))).toBe(
      'Payment failed. Please try again.',
    );
    expect(payFailure(new Error('weird'))).toBe('Payment failed. Please try again.');
  });
});

describe('the way back from 3-D Secure', () => {
  it('reads paid and failed outcomes, and nothing else', () => {
    expect(
      readPaymentReturn(new URLSearchParams('payment=paid&transactionId=T1&amount=2500')),
    ).toEqual({
      paid: { amount: 2500, remainingBalance: null, transactionId: 'T1' },
    });
    expect(readPaymentReturn(new URLSearchParams('payment=failed&error=Declined'))).toEqual({
      error: 'Declined',
    });
    expect(readPaymentReturn(new URLSearchParams('payment=other'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
  });
});
