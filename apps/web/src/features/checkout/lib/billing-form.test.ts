import { describe, expect, it } from 'vitest';
import {
  BILLING_FIELDS,
  billingSchema,
  billingValuesFrom,
  emptyBilling,
  isValidPhone,
  toBillingDetails,
  type BillingField,
  type BillingFormValues,
} from './billing-form';

/** The first message of each field, as the form shows them. */
function billingErrors(values: BillingFormValues): Partial<Record<BillingField, string>> {
  const errors: Partial<Record<BillingField, string>> = {};
  for (const issue of billingSchema.safeParse(values).error?.issues ?? []) {
    const key = BILLING_FIELDS.find((f) => f === issue.path.at(0));
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

const complete: BillingFormValues = {
  email: ' sam@example.co.uk ',
  phone: '+44 (0)1632 960000',
  addressLine1: ' 22 Acacia Avenue ',
  addressLine2: '  ',
  city: 'Leeds',
  postcode: 'ls1 4ap',
};

describe('billing form rules (docs/spec/2-checkout-payment.md §5 Billing)', () => {
  it('gives every required message, word for word; address line 2 is optional', () => {
    expect(billingErrors(emptyBilling())).toEqual({
      email: 'Email is required',
      phone: 'Telephone is required',
      addressLine1: 'Address line 1 is required',
      city: 'Town/City is required',
      postcode: 'Postcode is required',
    });
  });

  it('accepts complete details', () => {
    expect(billingErrors(complete)).toEqual({});
  });

  it.each(['sam', 'sam@example', 'sam @example.co.uk', '@example.co.uk'])(
    'rejects the email %s',
    (email) => {
      expect(billingErrors({ ...complete, email })).toEqual({
        email: 'Enter a valid email address',
      });
    },
  );

  it('counts only digits and + in a phone number: at least 7', () => {
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1234567')).toBe(true);
    expect(isValidPhone('+123456')).toBe(true);
    expect(isValidPhone('(01) 23-45')).toBe(false);
    expect(isValidPhone('phone: 12 34 56')).toBe(false);
    expect(billingErrors({ ...complete, phone: '12-34-56 ext' })).toEqual({
      phone: 'Enter a valid telephone number',
    });
    expect(billingErrors({ ...complete, phone: '   ' })).toEqual({
      phone: 'Telephone is required',
    });
  });

  it('sends trimmed details, the postcode upper-cased, line 2 only when given', () => {
    expect(toBillingDetails(complete)).toEqual({
      email: 'sam@example.co.uk',
      phone: '+44 (0)1632 960000',
      addressLine1: '22 Acacia Avenue',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    });
    expect(toBillingDetails({ ...complete, addressLine2: ' Flat 2 ' }).addressLine2).toBe('Flat 2');
  });

  it('restores saved billing without a line 2', () => {
    expect(
      billingValuesFrom({
        email: 'a@b.co',
        phone: '0123456789',
        addressLine1: '1 Road',
        city: 'Bath',
        postcode: 'BA1 1AA',
      }).addressLine2,
    ).toBe('');
  });
});
