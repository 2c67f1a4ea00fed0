import { emailPattern } from '@sunward/contracts/auth';
import {
  checkoutMessages,
  PHONE_MIN_CHARS,
  type BillingDetails,
} from '@sunward/contracts/checkout';
import type { FieldErrors } from '@sunward/contracts/errors';
import { AppError } from '../../errors';

/** docs/spec/2-checkout-payment.md §5 'Billing': required fields, e-mail format, a telephone of 7+ digits (or +). */
export function validateBilling(input: BillingDetails): BillingDetails {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const billing: BillingDetails = {
    email: input.email.trim(),
    phone: input.phone.trim(),
    addressLine1: input.addressLine1.trim(),
    addressLine2: (input.addressLine2 ?? '').trim(),
    city: input.city.trim(),
    postcode: input.postcode.trim().toUpperCase(),
  };
  if (billing.email === '') add('email', checkoutMessages.email);
  else if (!emailPattern.test(billing.email)) add('email', checkoutMessages.emailFormat);
  if (billing.phone === '') add('phone', checkoutMessages.phone);
  else if (billing.phone.replace(/[^\d+]/g, '').length < PHONE_MIN_CHARS)
    add('phone', checkoutMessages.phoneFormat);
  if (billing.addressLine1 === '') add('addressLine1', checkoutMessages.address1);
  if (billing.city === '') add('city', checkoutMessages.city);
  if (billing.postcode === '') add('postcode', checkoutMessages.postcode);
  if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);
  return billing;
}
