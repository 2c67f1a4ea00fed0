import { checkoutMessages } from '@sunward/contracts/checkout';
import { nationalities } from '@sunward/contracts/nationalities';
import { describe, expect, it } from 'vitest';
import {
  birthYears,
  daysInMonth,
  emptyPassenger,
  formFieldFor,
  passengerSchema,
  passengerLabel,
  passengerValuesFrom,
  toIsoDate,
  toSavePassengerRequest,
  type PassengerField,
  type PassengerFormValues,
} from './passenger-form';

/** The first message of each field, as the form shows them. */
function passengerErrors(values: PassengerFormValues): Partial<Record<PassengerField, string>> {
  const result = passengerSchema.safeParse(values);
  const errors: Partial<Record<PassengerField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = formFieldFor(String(issue.path.at(0)));
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

const complete: PassengerFormValues = {
  title: 'Mrs',
  gender: 'Female',
  firstName: '  Ann ',
  lastName: ' Jones',
  nationality: 'Irish',
  dob: { day: '3', month: '9', year: '1987' },
  requiresAssistance: false,
  assistanceDetails: 'left over from before',
};

describe('passenger form rules (docs/spec/2-checkout-payment.md §5 Passenger)', () => {
  it('gives every required message, word for word, for an empty passenger', () => {
    expect(passengerErrors(emptyPassenger())).toEqual({
      title: 'Title is required',
      gender: 'Gender is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      nationality: 'Nationality is required',
      dob: 'Complete date of birth is required',
    });
  });

  it('accepts a complete passenger', () => {
    expect(passengerErrors(complete)).toEqual({});
  });

  it('treats names of spaces as missing', () => {
    expect(passengerErrors({ ...complete, firstName: '   ', lastName: '\t' })).toEqual({
      firstName: checkoutMessages.firstName,
      lastName: checkoutMessages.lastName,
    });
  });

  it('accepts only the listed titles, genders and nationalities', () => {
    expect(
      passengerErrors({ ...complete, title: 'Sir', gender: 'Unknown', nationality: 'Martian' }),
    ).toEqual({
      title: checkoutMessages.title,
      gender: checkoutMessages.gender,
      nationality: checkoutMessages.nationality,
    });
    expect(passengerErrors({ ...complete, nationality: 'Polish' })).toEqual({});
  });

  it('offers every nationality, the spec’s five first', () => {
    expect(nationalities.slice(0, 5)).toEqual(['British', 'Irish', 'American', 'German', 'French']);
    expect(nationalities).toEqual(
      expect.arrayContaining(['Spanish', 'Polish', 'Indian', 'Chinese']),
    );
    expect(new Set(nationalities).size).toBe(nationalities.length);
    const rest = nationalities.slice(5);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(nationalities.length).toBeGreaterThan(195);
  });

  it.each([
    [{ day: '', month: '9', year: '1987' }],
    [{ day: '3', month: '', year: '1987' }],
    [{ day: '3', month: '9', year: '' }],
    [{ day: '31', month: '6', year: '1990' }],
    [{ day: '29', month: '2', year: '2023' }],
  ])('needs a complete, real date of birth: %o', (dob) => {
    expect(passengerErrors({ ...complete, dob })).toEqual({ dob: checkoutMessages.dob });
  });

  it('asks for the assistance needed only when assistance is ticked', () => {
    const ticked = { ...complete, requiresAssistance: true, assistanceDetails: '  ' };
    expect(passengerErrors(ticked)).toEqual({
      assistanceDetails: 'Please describe the assistance required',
    });
    expect(passengerErrors({ ...ticked, assistanceDetails: 'Wheelchair to the gate' })).toEqual({});
    expect(passengerErrors({ ...complete, assistanceDetails: '' })).toEqual({});
  });
});

describe('passenger form helpers', () => {
  it('offers birth years from this year back 100 years', () => {
    const years = birthYears(new Date('2026-11-21T10:00:00Z'));
    expect(years).toHaveLength(101);
    expect(years.at(0)).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });

  it('knows the length of each month, February by year', () => {
    expect(daysInMonth('', '')).toBe(31);
    expect(daysInMonth('4', '1990')).toBe(30);
    expect(daysInMonth('2', '2024')).toBe(29);
    expect(daysInMonth('2', '2023')).toBe(28);
    expect(daysInMonth('2', '')).toBe(29);
  });

  it('writes dates as yyyy-mm-dd, or nothing when incomplete', () => {
    expect(toIsoDate({ day: '3', month: '9', year: '1987' })).toBe('1987-09-03');
    expect(toIsoDate({ day: '29', month: '2', year: '2024' })).toBe('2024-02-29');
    expect(toIsoDate({ day: '3', month: '9', year: '87' })).toBe('');
  });

  it('labels adults first, then children, then infants', () => {
    expect([0, 1, 2, 3, 4].map((i) => passengerLabel(i, 2, 2))).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Child 2',
      'Infant 1',
    ]);
    expect([0, 1, 2].map((i) => passengerLabel(i, 1, 0))).toEqual([
      'Adult 1',
      'Infant 1',
      'Infant 2',
    ]);
  });

  it('builds the save call: trimmed names, ISO date, details only when assistance is needed', () => {
    expect(toSavePassengerRequest('u-1', 1, complete)).toEqual({
      uuid: 'u-1',
      index: 1,
      title: 'Mrs',
      gender: 'Female',
      firstName: 'Ann',
      lastName: 'Jones',
      nationality: 'Irish',
      dateOfBirth: '1987-09-03',
      requiresAssistance: false,
      assistanceDetails: '',
    });
    expect(
      toSavePassengerRequest('u-1', 1, {
        ...complete,
        requiresAssistance: true,
        assistanceDetails: ' Wheelchair ',
      }),
    ).toMatchObject({ requiresAssistance: true, assistanceDetails: 'Wheelchair' });
  });

  it('restores a saved passenger into the form', () => {
    const values = passengerValuesFrom({
      index: 0,
      type: 'Adult',
      title: 'Dr',
      gender: 'Other',
      firstName: 'Alex',
      lastName: 'Reid',
      nationality: 'German',
      dateOfBirth: '1979-01-05',
      ageOnReturn: 48,
      requiresAssistance: true,
      assistanceDetails: 'Wheelchair',
    });
    expect(values.dob).toEqual({ day: '5', month: '1', year: '1979' });
    expect(passengerErrors(values)).toEqual({});
    expect(toSavePassengerRequest('u', 0, values).dateOfBirth).toBe('1979-01-05');
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldFor('dateOfBirth')).toBe('dob');
    expect(formFieldFor('firstName')).toBe('firstName');
    expect(formFieldFor('uuid')).toBeNull();
  });
});
