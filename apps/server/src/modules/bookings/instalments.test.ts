import { describe, expect, it } from 'vitest';
import {
  allocate,
  instalmentDescriptions,
  instalmentStatus,
  reminderDue,
  type Instalment,
} from './instalments';

const plan = (paid: number[]): Instalment[] =>
  [10_000, 20_000, 20_000].map((amountPence, i) => ({
    id: `i${String(i + 1)}`,
    sequence: i + 1,
    description: instalmentDescriptions(3)[i] ?? '',
    dueDate: ['2027-01-01', '2027-02-01', '2027-03-01'][i] ?? '',
    amountPence,
    paidPence: paid[i] ?? 0,
  }));

describe('allocating a payment to instalments', () => {
  it('settles the oldest unpaid instalment exactly', () => {
    expect(allocate(plan([10_000]), 20_000)).toEqual([{ instalmentId: 'i2', amountPence: 20_000 }]);
  });

  it('leaves an instalment part paid', () => {
    expect(allocate(plan([10_000]), 5_000)).toEqual([{ instalmentId: 'i2', amountPence: 5_000 }]);
    expect(allocate(plan([10_000, 5_000]), 15_000)).toEqual([
      { instalmentId: 'i2', amountPence: 15_000 },
    ]);
  });

  it('settles several at once, oldest first', () => {
    expect(allocate(plan([10_000, 5_000]), 25_000)).toEqual([
      { instalmentId: 'i2', amountPence: 15_000 },
      { instalmentId: 'i3', amountPence: 10_000 },
    ]);
  });

  it('refuses nothing, fractions of a penny and more than the remaining balance', () => {
    expect(() => allocate(plan([10_000]), 0)).toThrow(RangeError);
    expect(() => allocate(plan([10_000]), 10.5)).toThrow(RangeError);
    expect(() => allocate(plan([10_000]), 40_001)).toThrow(RangeError);
    expect(allocate(plan([10_000]), 40_000)).toHaveLength(2);
  });
});

describe('instalments', () => {
  it('are named Deposit then Payment n, or Payment 1 alone', () => {
    expect(instalmentDescriptions(3)).toEqual(['Deposit', 'Payment 1', 'Payment 2']);
    expect(instalmentDescriptions(1)).toEqual(['Payment 1']);
  });

  it('are paid, pending, or overdue the day after their due date', () => {
    const [deposit, second] = plan([10_000, 5_000]) as [Instalment, Instalment];
    expect(instalmentStatus(deposit, '2027-06-01')).toBe('paid');
    expect(instalmentStatus(second, '2027-02-01')).toBe('pending');
    expect(instalmentStatus(second, '2027-02-02')).toBe('overdue');
  });
});

describe('reminders', () => {
  it.each([
    ['2027-03-15', null],
    ['2027-03-16', 'due-14'],
    ['2027-03-26', 'due-14'],
    ['2027-03-27', 'due-3'],
    ['2027-03-30', 'due-3'],
    ['2027-03-31', 'overdue'],
  ])('on %s an instalment due on 30 March is owed %s', (today, kind) => {
    expect(reminderDue('2027-03-30', today, [])).toBe(kind);
  });

  it('is never owed twice', () => {
    expect(reminderDue('2027-03-30', '2027-03-20', ['due-14'])).toBeNull();
    expect(reminderDue('2027-03-30', '2027-03-28', ['due-14'])).toBe('due-3');
    expect(reminderDue('2027-03-30', '2027-04-02', ['due-14', 'due-3', 'overdue'])).toBeNull();
  });
});
