import {
  bookingPaymentMessages,
  customAmountError,
  type BookingPaymentType,
} from '@sunward/contracts/booking-payments';
import { ApiError } from '../../../shared/lib/api-client';

/** docs/spec/3-accounts-bookings-content.md §2 'Payment tab', step 1: the three choices. */
export const paymentTypeOptions: readonly { value: BookingPaymentType; label: string }[] = [
  { value: 'next_installment', label: 'Next Installment Payment' },
  { value: 'remaining_balance', label: 'Pay Remaining Balance' },
  { value: 'custom', label: 'Pay Custom Amount' },
];

/**
 * A custom amount typed in pounds as pence: null when nothing was typed, NaN when it is not an
 * amount of pounds and pence (step 0.01: at most two decimals, no sign or exponent).
 */
export function poundsToPence(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** docs/spec/3-accounts-bookings-content.md §5 'Custom payment amount': the rule's message, or null. */
export const customAmountMessage = (text: string, remainingPence: number) =>
  customAmountError(poundsToPence(text), remainingPence);

/** The amount rule's own message of a 422 (`details.errors.amount[0]`), if any. */
function amountRuleMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const list: readonly string[] | undefined = error.fieldErrors?.['amount'];
  const first = list?.[0];
  return typeof first === 'string' && first ? first : null;
}

/** The server's own message of an error answer, if it sent one. */
const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.hasServerMessage && error.message.trim()
    ? error.message
    : null;

/** docs/spec/3-accounts-bookings-content.md §8 'Payment (instalments)': the preview failed. */
export const scheduleFailure = (error: unknown) =>
  amountRuleMessage(error) ?? bookingPaymentMessages.scheduleFailed;

/** Opening the session failed: a changed balance (409) or a refused amount (422) say why. */
export function initFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
    return amountRuleMessage(error) ?? serverMessage(error) ?? bookingPaymentMessages.initFailed;
  }
  return bookingPaymentMessages.initFailed;
}

/** The payment failed: the server's words (declined, expired, in progress...) else the default. */
export const payFailure = (error: unknown) =>
  serverMessage(error) ?? bookingPaymentMessages.paymentFailed;
