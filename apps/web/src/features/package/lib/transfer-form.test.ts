import { describe, expect, it } from 'vitest';
import {
  firstInvalid,
  fromManualFlightDetails,
  initialTransferForm,
  localIsoDate,
  maskDate,
  parseUkDate,
  toManualFlightDetails,
  toUkDate,
  validateTransferForm,
  type LegValues,
  type TransferFormValues,
} from './transfer-form';

const TODAY = '2027-01-15';

const leg = (over: Partial<LegValues> = {}): LegValues => ({
  airportCode: 'LGW',
  airportLabel: 'London Gatwick (LGW)',
  flightNumber: 'ba2490',
  date: '01/02/2027',
  time: '10:30',
  ...over,
});

const form = (
  outbound: Partial<LegValues> = {},
  back: Partial<LegValues> = {},
): TransferFormValues => ({
  outbound: leg(outbound),
  return: leg({ airportCode: 'PMI', airportLabel: 'Palma (PMI)', date: '08/02/2027', ...back }),
});

describe('maskDate', () => {
  it('inserts slashes after the day and the month', () => {
    expect(maskDate('01022027')).toBe('01/02/2027');
    expect(maskDate('010')).toBe('01/0');
    expect(maskDate('0102')).toBe('01/02');
    expect(maskDate('01022')).toBe('01/02/2');
  });

  it('keeps digits and slashes only', () => {
    expect(maskDate('01a02b2027')).toBe('01/02/2027');
    expect(maskDate('01-02-2027')).toBe('01/02/2027');
    expect(maskDate('ab/cd')).toBe('');
    expect(maskDate('01/02/2027')).toBe('01/02/2027');
  });

  it('keeps typed slashes, drops extra ones, and stops at 10 characters', () => {
    expect(maskDate('1/2/2027')).toBe('1/2/2027');
    expect(maskDate('01//02')).toBe('01/02');
    expect(maskDate('/01')).toBe('01');
    expect(maskDate('01/02/2027/')).toBe('01/02/2027');
    expect(maskDate('010220279999')).toBe('01/02/2027');
    expect(maskDate('01/02/20271')).toHaveLength(10);
  });

  it('leaves a deleted slash deleted (backspace is not fought)', () => {
    expect(maskDate('01')).toBe('01');
    expect(maskDate('01/02')).toBe('01/02');
  });
});

describe('parseUkDate', () => {
  it('turns dd/mm/yyyy into yyyy-mm-dd', () => {
    expect(parseUkDate('01/02/2027')).toEqual({ date: '2027-02-01' });
    expect(parseUkDate('29/02/2028')).toEqual({ date: '2028-02-29' });
  });

  it('rejects other shapes with the format message', () => {
    for (const bad of ['1/2/2027', '2027-02-01', '01/02/27', '', '01022027']) {
      expect(parseUkDate(bad)).toEqual({ error: 'Please enter date in dd/mm/yyyy format' });
    }
  });

  it('rejects dates that do not exist', () => {
    for (const bad of ['31/02/2027', '29/02/2027', '00/01/2027', '15/13/2027', '31/04/2027']) {
      expect(parseUkDate(bad)).toEqual({ error: 'Invalid date' });
    }
  });
});

describe('dates helpers', () => {
  it('prefills dd/mm/yyyy from yyyy-mm-dd', () => {
    expect(toUkDate('2027-02-01')).toBe('01/02/2027');
    expect(toUkDate('nonsense')).toBe('');
    const initial = initialTransferForm('2027-02-01', '2027-02-08');
    expect(initial.outbound.date).toBe('01/02/2027');
    expect(initial.return.date).toBe('08/02/2027');
    expect(initial.outbound.airportCode).toBe('');
  });

  it("gives the local calendar date for 'today'", () => {
    expect(localIsoDate(new Date(2027, 0, 5, 23, 59).getTime())).toBe('2027-01-05');
  });
});

describe('validateTransferForm', () => {
  it('accepts a complete form', () => {
    expect(validateTransferForm(form(), TODAY)).toEqual({});
  });

  it('requires every field, with the spec messages', () => {
    const empty = initialTransferForm('', '');
    const errors = validateTransferForm(empty, TODAY);
    expect(errors).toEqual({
      'outbound.airport': 'Please select an airport from the search',
      'outbound.flightNumber': 'Flight number is required',
      'outbound.date': 'Arrival date is required',
      'outbound.time': 'Arrival time is required',
      'return.airport': 'Please select an airport from the search',
      'return.flightNumber': 'Flight number is required',
      'return.date': 'Departure date is required',
      'return.time': 'Departure time is required',
    });
    expect(firstInvalid(errors)).toBe('outbound.airport');
    expect(firstInvalid({ 'return.time': 'x', 'outbound.date': 'y' })).toBe('outbound.date');
  });

  it('asks for an airport from the results when text was typed but none chosen', () => {
    const errors = validateTransferForm(
      form({ airportCode: '', airportLabel: 'Gatwick' }, { airportCode: 'pmi1' }),
      TODAY,
    );
    expect(errors['outbound.airport']).toBe(
      'Invalid airport code. Please select from search results',
    );
    expect(errors['return.airport']).toBe(
      'Invalid airport code. Please select from search results',
    );
  });

  it('treats a blank or one-character flight number as missing', () => {
    const errors = validateTransferForm(
      form({ flightNumber: '   ' }, { flightNumber: 'B' }),
      TODAY,
    );
    expect(errors['outbound.flightNumber']).toBe('Flight number is required');
    expect(errors['return.flightNumber']).toBe('Flight number is required');
  });

  it('checks the date format and real dates', () => {
    const errors = validateTransferForm(form({ date: '1/2/2027' }, { date: '31/02/2027' }), TODAY);
    expect(errors['outbound.date']).toBe('Please enter date in dd/mm/yyyy format');
    expect(errors['return.date']).toBe('Invalid date');
  });

  it('refuses dates in the past but allows today', () => {
    const past = validateTransferForm(form({ date: '14/01/2027' }, { date: '10/01/2027' }), TODAY);
    expect(past['outbound.date']).toBe('Date cannot be in the past');
    expect(past['return.date']).toBe('Date cannot be in the past');
    expect(validateTransferForm(form({ date: '15/01/2027' }), TODAY)).toEqual({});
  });

  it('needs the return strictly after the arrival', () => {
    const same = validateTransferForm(form({ date: '08/02/2027' }), TODAY);
    expect(same).toEqual({ 'return.date': 'Return date must be after arrival date' });
    const before = validateTransferForm(form({ date: '09/02/2027' }), TODAY);
    expect(before['return.date']).toBe('Return date must be after arrival date');
    expect(before['outbound.date']).toBeUndefined();
    expect(validateTransferForm(form({ date: '07/02/2027' }), TODAY)).toEqual({});
  });

  it('does not compare when the arrival date itself is wrong', () => {
    const errors = validateTransferForm(form({ date: '31/02/2027' }), TODAY);
    expect(errors).toEqual({ 'outbound.date': 'Invalid date' });
  });

  it('rejects a time that is not HH:MM', () => {
    const errors = validateTransferForm(form({ time: '25:00' }, { time: 'soon' }), TODAY);
    expect(errors['outbound.time']).toBe('Arrival time is required');
    expect(errors['return.time']).toBe('Departure time is required');
  });
});

describe('toManualFlightDetails', () => {
  it('gives the contract shape: codes, upper-case flight numbers, yyyy-mm-dd, HH:MM', () => {
    const details = toManualFlightDetails(form({ flightNumber: ' ba2490 ' }, { time: '18:45:00' }));
    expect(details).toEqual({
      outbound: { airportCode: 'LGW', flightNumber: 'BA2490', date: '2027-02-01', time: '10:30' },
      return: { airportCode: 'PMI', flightNumber: 'BA2490', date: '2027-02-08', time: '18:45' },
    });
  });

  it('round-trips through the form for editing', () => {
    const details = toManualFlightDetails(form());
    const values = fromManualFlightDetails(details);
    expect(values.outbound.date).toBe('01/02/2027');
    expect(values.outbound.airportLabel).toBe('LGW');
    expect(toManualFlightDetails(values)).toEqual(details);
  });

  it('throws on a form that does not validate', () => {
    expect(() => toManualFlightDetails(form({ date: '31/02/2027' }))).toThrow('Invalid date');
  });
});
