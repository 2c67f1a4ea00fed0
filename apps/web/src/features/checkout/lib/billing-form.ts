import { emailPattern } from '@sunward/contracts/auth';
import {
  checkoutMessages,
  PHONE_MIN_CHARS,
  type BillingDetails,
} from '@sunward/contracts/checkout';
import { z } from 'zod';

/**
 * The billing form (docs/spec/2-checkout-payment.md §3 'Billing details', §5 'Billing'), with the server's own messages
 * (checkoutMessages).
 */

export const BILLING_SUBMIT_ERROR = 'Failed to submit billing details';

export interface BillingFormValues {
  email: string;
  phone: string;
  addressLine1: string;
  /** Optional. */
  addressLine2: string;
  city: string;
  postcode: string;
}

export type BillingField = keyof BillingFormValues;

/** The order the fields appear on screen. */
export const BILLING_FIELDS: readonly BillingField[] = [
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
];

export const emptyBilling = (): BillingFormValues => ({
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
});

/** Saved billing (a reload) or the account's prefill, in the form's shape. */
export function billingValuesFrom(billing: BillingDetails): BillingFormValues {
  return { ...billing, addressLine2: billing.addressLine2 ?? '' };
}

/** A telephone number counts its digits and '+' only: at least 7 of them. */
export function isValidPhone(phone: string): boolean {
  return phone.replace(/[^\d+]/g, '').length >= PHONE_MIN_CHARS;
}

const required = (message: string) => z.string().refine((v) => v.trim() !== '', message);

/** The first failing rule of a field gives its message ('required' before 'format'). */
export const billingSchema = z.object({
  email: required(checkoutMessages.email).refine(
    (v) => v.trim() === '' || emailPattern.test(v.trim()),
    checkoutMessages.emailFormat,
  ),
  phone: required(checkoutMessages.phone).refine(
    (v) => v.trim() === '' || isValidPhone(v),
    checkoutMessages.phoneFormat,
  ),
  addressLine1: required(checkoutMessages.address1),
  addressLine2: z.string(),
  city: required(checkoutMessages.city),
  postcode: required(checkoutMessages.postcode),
});

/** What POST /checkout/billing sends: trimmed, the postcode upper-cased, line 2 only if given. */
export function toBillingDetails(values: BillingFormValues): BillingDetails {
  const line2 = values.addressLine2.trim();
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    addressLine1: values.addressLine1.trim(),
    ...(line2 ? { addressLine2: line2 } : {}),
    city: values.city.trim(),
    postcode: values.postcode.trim().toUpperCase(),
  };
}
