import { titles } from '@sunward/contracts/auth';
import {
  checkoutMessages,
  genders,
  type SavedPassenger,
  type SavePassengerRequest,
} from '@sunward/contracts/checkout';
import { nationalities } from '@sunward/contracts/nationalities';
import type { FieldErrors } from '@sunward/contracts/errors';
import { AppError } from '../../errors';
import { ageOn, formatLongDate, isRealDate } from '../../lib/dates';

/** docs/spec/2-checkout-payment.md §5 'Passenger' rules plus the ones prices depend on (who is an adult, a child's age). */

/**
 * The lead passenger (the first) signs the contract, so must be 18; other adults 16, as children
 * are searched as 2 to 15 on return (docs/spec/1-shell-search-package.md search bar) and airlines count 16+ as adults.
 */
export const LEAD_MIN_AGE = 18;
export const ADULT_MIN_AGE = 16;
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = 15;
/** An infant travels on a lap: under 2 on the last day of the holiday, as airlines count it. */
export const INFANT_MAX_AGE = 1;
/** docs/spec/2-checkout-payment.md §5: birth years go back 100 years. */
export const MAX_AGE_YEARS = 100;

export interface PartyRules {
  adults: number;
  /** Children's ages as searched, in passenger order (room by room). */
  childAges: number[];
  /** Lap infants: named after the children. */
  infants: number;
  /** The last day of the holiday: ages are checked on it, as the supplier prices them. */
  returnDate: string;
  /** Today in Europe/London. */
  today: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function validatePassenger(req: SavePassengerRequest, party: PartyRules): SavedPassenger {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const seated = party.adults + party.childAges.length;
  const passengers = seated + party.infants;
  if (req.index >= passengers) {
    add(
      'index',
      `There ${passengers === 1 ? 'is 1 passenger' : `are ${passengers} passengers`} on this booking.`,
    );
    throw AppError.unprocessable(errors);
  }
  const title = req.title.trim();
  const gender = req.gender.trim();
  const nationality = req.nationality.trim();
  const firstName = req.firstName.trim();
  const lastName = req.lastName.trim();
  const dob = req.dateOfBirth.trim();
  const assistanceDetails = req.requiresAssistance ? req.assistanceDetails.trim() : '';

  if (!oneOf(titles, title)) add('title', checkoutMessages.title);
  if (!oneOf(genders, gender)) add('gender', checkoutMessages.gender);
  if (firstName === '') add('firstName', checkoutMessages.firstName);
  if (lastName === '') add('lastName', checkoutMessages.lastName);
  if (!oneOf(nationalities, nationality)) add('nationality', checkoutMessages.nationality);
  if (req.requiresAssistance && assistanceDetails === '')
    add('assistanceDetails', checkoutMessages.assistance);

  const type: SavedPassenger['type'] =
    req.index < party.adults ? 'Adult' : req.index < seated ? 'Child' : 'Infant';
  const isAdult = type === 'Adult';
  let age = Number.NaN;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob)) {
    add('dateOfBirth', checkoutMessages.dob);
  } else if (!isRealDate(dob)) {
    add('dateOfBirth', 'Please enter a real date of birth.');
  } else if (dob > party.today) {
    add('dateOfBirth', 'Date of birth cannot be in the future.');
  } else if (ageOn(dob, party.today) > MAX_AGE_YEARS) {
    add('dateOfBirth', 'Please check the year of birth.');
  } else {
    age = ageOn(dob, party.returnDate);
    const on = formatLongDate(party.returnDate);
    if (isAdult && req.index === 0 && age < LEAD_MIN_AGE) {
      add(
        'dateOfBirth',
        `The lead passenger must be ${LEAD_MIN_AGE} or over on ${on}, the last day of the holiday.`,
      );
    } else if (isAdult && age < ADULT_MIN_AGE) {
      add(
        'dateOfBirth',
        `Passenger ${req.index + 1} is booked as an adult, so must be ${ADULT_MIN_AGE} or over on ${on}, the last day of the holiday.`,
      );
    } else if (type === 'Infant') {
      if (age > INFANT_MAX_AGE) {
        add(
          'dateOfBirth',
          `Infants must be under 2 on ${on}, the last day of the holiday. Please search again with a child of that age.`,
        );
      }
    } else if (!isAdult) {
      const booked = party.childAges.at(req.index - party.adults);
      if (booked !== undefined && age !== booked) {
        // The room and flight were priced for the age searched, so it must be the real one.
        add(
          'dateOfBirth',
          `This child was booked as aged ${booked} but would be ${age} on ${on}. Please search again with the right age.`,
        );
      } else if (age < CHILD_MIN_AGE || age > CHILD_MAX_AGE) {
        add(
          'dateOfBirth',
          `Children must be aged ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} on ${on}, the last day of the holiday.`,
        );
      }
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);

  return {
    index: req.index,
    type,
    title: title as SavedPassenger['title'],
    gender: gender as SavedPassenger['gender'],
    firstName,
    lastName,
    nationality: nationality as SavedPassenger['nationality'],
    dateOfBirth: dob,
    ageOnReturn: age,
    requiresAssistance: req.requiresAssistance,
    assistanceDetails,
  };
}
