import type {
  BookingPaymentSession,
  PaymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import { act } from '@testing-library/react';
import { DETAIL_REFERENCE } from '../../../../../test/booking-detail-fixtures';

/** The booking's payment calls as the stubbed fetch sees them (without /api). */
export const PATHS = {
  schedule: `/auth/customer/itineraries/payment/${DETAIL_REFERENCE}/schedule`,
  init: `/auth/customer/itineraries/payment/${DETAIL_REFERENCE}`,
  pay: (uuid: string) =>
    `/auth/customer/itineraries/payment/${DETAIL_REFERENCE}/sessions/${uuid}/pay`,
};

export const GATEWAY = 'http://gateway.test/gateway';
export const GATEWAY_ORIGIN = 'http://gateway.test';
export const SESSION_UUIDS = [
  '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7',
  '7a2d3b4c-5e6f-4a71-9b82-a3c4d5e6f708',
] as const;

/** The schedule after paying the overdue March instalment (£501.00) of the detail fixture. */
export function scheduleFixture(
  overrides: Partial<PaymentScheduleResponse> = {},
): PaymentScheduleResponse {
  return {
    payment_amount: 50100,
    schedule: [
      entry('i1', 'Deposit', 14700, '2026-11-21', 14700),
      entry('i2', 'Payment 2', 50100, '2027-01-12', 50100),
      entry('i3', 'Payment 3', 50100, '2027-03-12', 50100),
      entry('i4', 'Payment 4', 50100, '2027-05-12', 0),
    ],
    next_payment: { payment_date: '2027-05-12', amount_due: 50100 },
    ...overrides,
  };
}

export function entry(id: string, description: string, amount: number, date: string, paid: number) {
  return {
    id,
    description,
    amount,
    payment_date: date,
    status: paid >= amount ? ('paid' as const) : ('pending' as const),
    paid_amount: paid,
    amount_due: amount - paid,
  };
}

export function sessionFixture(
  overrides: Partial<BookingPaymentSession> = {},
): BookingPaymentSession {
  return {
    sessionUuid: SESSION_UUIDS[0],
    transactionId: 'BP-1',
    bookingReference: DETAIL_REFERENCE,
    paymentType: 'next_installment',
    amount: 50100,
    remainingBalance: 100200,
    gatewayUrl: GATEWAY,
    expiresAt: '2027-03-12T10:30:00Z',
    ...overrides,
  };
}

/** A message from the gateway's frames. */
export function fromGateway(data: object, origin = GATEWAY_ORIGIN) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { source: 'sunward-gateway', ...data } }),
    );
  });
}

export const fieldsReady = () => {
  for (const field of ['number', 'expiry', 'cvv']) fromGateway({ type: 'ready', field });
};

/** A promise settled from the test, to see what shows while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
