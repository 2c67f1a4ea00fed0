import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingDetail } from '@sunward/contracts/bookings';
import {
  bookingPaymentMessages,
  type PaymentScheduleResponse,
} from '@sunward/contracts/booking-payments';
import { createTestApp, uniqueEmail, validRegistration } from '../../test/app';
import { createBooker, type Booked } from '../../test/bookings';

let app: FastifyInstance;
let owner: string;
let deposit: Booked;
let full: Booked;

beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const book = createBooker(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: validRegistration(uniqueEmail()),
  });
  owner = res.json<{ access_token: string }>().access_token;
  deposit = await book('Hart', { token: owner, planId: 'low-deposit-monthly' });
  full = await book('Hart', { token: owner });
}, 60_000);
afterAll(() => app.close());

const headers = () => ({ authorization: `Bearer ${owner}` });
const preview = (reference: string, body: object, h: Record<string, string> = headers()) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/customer/itineraries/payment/${reference}/schedule`,
    payload: body,
    headers: h,
  });

async function detailOf(reference: string): Promise<BookingDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bookings/${reference}/detail`,
    headers: headers(),
  });
  return res.json<BookingDetail>();
}

describe('the payment schedule preview', () => {
  it('for the next instalment: that instalment paid, the one after it due next', async () => {
    const before = await detailOf(deposit.reference);
    const second = before.payment.schedule.at(1);
    const third = before.payment.schedule.at(2);
    const res = await preview(deposit.reference, { paymentType: 'next_installment' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PaymentScheduleResponse>();
    expect(body.payment_amount).toBe(second?.amount);
    expect(body.schedule[1]).toMatchObject({ status: 'paid', amount_due: 0 });
    expect(body.next_payment).toEqual(
      third ? { payment_date: third.payment_date, amount_due: third.amount } : null,
    );
    // Nothing was paid: a preview only.
    expect((await detailOf(deposit.reference)).payment.paidAmount).toBe(before.payment.paidAmount);
  });

  it('for the remaining balance: every instalment paid, nothing next', async () => {
    const before = await detailOf(deposit.reference);
    const body = (
      await preview(deposit.reference, { paymentType: 'remaining_balance' })
    ).json<PaymentScheduleResponse>();
    expect(body.payment_amount).toBe(before.payment.remainingBalance);
    expect(body.schedule.every((s) => s.status === 'paid')).toBe(true);
    expect(body.next_payment).toBeNull();
  });

  it('for a custom amount: part of the next instalment paid, the rest still due on it', async () => {
    const body = (
      await preview(deposit.reference, { paymentType: 'custom', amount: 1234 })
    ).json<PaymentScheduleResponse>();
    expect(body.payment_amount).toBe(1234);
    expect(body.schedule[1]).toMatchObject({ paid_amount: 1234, status: 'pending' });
    expect(body.next_payment?.amount_due).toBe((body.schedule[1]?.amount ?? 0) - 1234);
  });

  it('refuses custom amounts by the rules, each with its message', async () => {
    const { remainingBalance } = (await detailOf(deposit.reference)).payment;
    const cases: [unknown, string][] = [
      [null, bookingPaymentMessages.amountRequired],
      [0, bookingPaymentMessages.amountInvalid],
      [-500, bookingPaymentMessages.amountInvalid],
      [12.5, bookingPaymentMessages.amountInvalid],
      [99, bookingPaymentMessages.amountTooLow],
      [
        remainingBalance + 1,
        `Amount cannot exceed remaining balance of £${(remainingBalance / 100).toFixed(2)}`,
      ],
    ];
    for (const [amount, message] of cases) {
      const res = await preview(deposit.reference, { paymentType: 'custom', amount });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().error.details.errors.amount).toEqual([message]);
    }
    expect((await preview(deposit.reference, { paymentType: 'all' })).statusCode).toBe(400);
    expect(
      (await preview(deposit.reference, { paymentType: 'custom', amount: '12' })).statusCode,
    ).toBe(400);
  });

  it('says a booking paid in full has nothing to pay, and is 404 to others', async () => {
    const res = await preview(full.reference, { paymentType: 'next_installment' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors.amount).toEqual([bookingPaymentMessages.nothingOwed]);
    expect(
      (await preview(deposit.reference, { paymentType: 'next_installment' }, {})).statusCode,
    ).toBe(404);
  });
});
