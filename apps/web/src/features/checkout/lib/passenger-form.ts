import { titles } from '@sunward/contracts/auth';
import {
  checkoutMessages,
  genders,
  type SavedPassenger,
  type SavePassengerRequest,
} from '@sunward/contracts/checkout';
import { nationalities } from '@sunward/contracts/nationalities';
import { z } from 'zod';

/**
 * The passenger form (docs/spec/2-checkout-payment.md §3 'Passenger', §5 'Passenger'): one per adult, then one per child.
 * The messages are the server's own (checkoutMessages), so client and server word them alike.
 */

export const PASSENGER_INCOMPLETE = 'Please fill in all details for this passenger.';
export const PASSENGER_SAVE_ERROR =
  'There was an error saving this passengers details. Please try again.';

/** How many years of birth the year list offers, back from the current year. */
export const BIRTH_YEARS_BACK = 100;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DateOfBirthValues {
  /** '1'…'31', '' until chosen. */
  day: string;
  /** '1'…'12', '' until chosen. */
  month: string;
  /** Four digits, '' until chosen. */
  year: string;
}

export interface PassengerFormValues {
  title: string;
  gender: string;
  firstName: string;
  lastName: string;
  nationality: string;
  dob: DateOfBirthValues;
  requiresAssistance: boolean;
  assistanceDetails: string;
}

export type PassengerStatus = 'unsaved' | 'saving' | 'persisted' | 'save-error';

/** The fields that carry a message (the date of birth as one). */
export type PassengerField =
  'title' | 'gender' | 'firstName' | 'lastName' | 'nationality' | 'dob' | 'assistanceDetails';

export const emptyPassenger = (): PassengerFormValues => ({
  title: '',
  gender: '',
  firstName: '',
  lastName: '',
  nationality: '',
  dob: { day: '', month: '', year: '' },
  requiresAssistance: false,
  assistanceDetails: '',
});

/** A passenger the server already holds, back in the form's shape (a reload restores it). */
export function passengerValuesFrom(saved: SavedPassenger): PassengerFormValues {
  const [year = '', month = '', day = ''] = saved.dateOfBirth.split('-');
  return {
    title: saved.title,
    gender: saved.gender,
    firstName: saved.firstName,
    lastName: saved.lastName,
    nationality: saved.nationality,
    dob: { day: String(Number(day)), month: String(Number(month)), year },
    requiresAssistance: saved.requiresAssistance,
    assistanceDetails: saved.assistanceDetails,
  };
}

/** 'Adult 1', 'Adult 2', then 'Child 1', then 'Infant 1': adults first, then children, then infants. */
export function passengerLabel(index: number, adults: number, children = 0): string {
  if (index < adults) return `Adult ${String(index + 1)}`;
  if (index < adults + children) return `Child ${String(index - adults + 1)}`;
  return `Infant ${String(index - adults - children + 1)}`;
}

/** Birth years from this year back 100 years, newest first. */
export function birthYears(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: BIRTH_YEARS_BACK + 1 }, (_, i) => current - i);
}

/** Days in a month (1-12) of a year; 31 while the month is unknown, 29 in February of no year. */
export function daysInMonth(month: string, year: string): number {
  const m = Number(month);
  if (!month || m < 1 || m > 12) return 31;
  const y = year ? Number(year) : 2000; // a leap year: 29 February stays possible
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** yyyy-mm-dd for a complete, real date; '' otherwise (the contract's 'incomplete'). */
export function toIsoDate({ day, month, year }: DateOfBirthValues): string {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return '';
  if (Number(day) < 1 || Number(day) > daysInMonth(month, year)) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const oneOf = (options: readonly string[], message: string) =>
  z.string().refine((v) => options.includes(v), message);
const required = (message: string) => z.string().refine((v) => v.trim() !== '', message);

export const passengerSchema = z
  .object({
    title: oneOf(titles, checkoutMessages.title),
    gender: oneOf(genders, checkoutMessages.gender),
    firstName: required(checkoutMessages.firstName),
    lastName: required(checkoutMessages.lastName),
    nationality: oneOf(nationalities, checkoutMessages.nationality),
    dob: z
      .object({ day: z.string(), month: z.string(), year: z.string() })
      // Reported on the day, as the form checks a field at a time (the month and year re-check it).
      .refine((dob) => toIsoDate(dob) !== '', { message: checkoutMessages.dob, path: ['day'] }),
    requiresAssistance: z.boolean(),
    assistanceDetails: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.requiresAssistance && v.assistanceDetails.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['assistanceDetails'],
        message: checkoutMessages.assistance,
      });
    }
  });

/** The save call's body (docs/spec/2-checkout-payment.md §7 'Save passenger'): trimmed names, assistance only if needed. */
export function toSavePassengerRequest(
  uuid: string,
  index: number,
  values: PassengerFormValues,
): SavePassengerRequest {
  return {
    uuid,
    index,
    title: values.title,
    gender: values.gender,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    nationality: values.nationality,
    dateOfBirth: toIsoDate(values.dob),
    requiresAssistance: values.requiresAssistance,
    assistanceDetails: values.requiresAssistance ? values.assistanceDetails.trim() : '',
  };
}

/** A 422's field (the request's name) as the form's field. */
export function formFieldFor(serverField: string): PassengerField | null {
  switch (serverField) {
    case 'title':
    case 'gender':
    case 'firstName':
    case 'lastName':
    case 'nationality':
    case 'assistanceDetails':
      return serverField;
    case 'dateOfBirth':
    case 'dob':
      return 'dob';
    default:
      return null;
  }
}
