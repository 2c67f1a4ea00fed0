import { DEPOSIT_PER_PERSON_PENCE } from '@sunward/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, ageOn, daysBetween } from '../../lib/dates';
import { balanceDueDate } from '../../lib/deposits';
import { paymentPlans, PLAN_IDS } from './plans';

/** A small deterministic PRNG (mulberry32), so a failing case can be replayed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('calendar helpers', () => {
  it('adds months on the same day, clamping to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
  });

  it('counts ages in whole years, birthdays included', () => {
    expect(ageOn('2018-06-19', '2027-06-19')).toBe(9);
    expect(ageOn('2018-06-20', '2027-06-19')).toBe(8);
    expect(ageOn('2020-02-29', '2027-02-28')).toBe(6);
    expect(ageOn('2020-02-29', '2027-03-01')).toBe(7);
  });
});

describe('payment plans', () => {
  const today = '2026-06-10';

  it('always offers paid in full: the whole total today', () => {
    const [full, ...rest] = paymentPlans({
      totalPence: 123456,
      passengers: 2,
      departureDate: addDays(today, 20),
      today,
    });
    expect(rest).toEqual([]);
    expect(full).toEqual({
      id: 'full',
      name: 'Holiday paid in full',
      description: expect.any(String),
      deposit: 123456,
      payments: 0,
      installment_amount: 0,
      total: 123456,
      schedule: [{ payment_date: today, amount: 123456 }],
    });
  });

  it('offers £49pp deposit plans when the balance falls due at least a month away', () => {
    // Departure 2027-01-10: balance due 84 days earlier, 2026-10-18.
    const plans = paymentPlans({
      totalPence: 250000,
      passengers: 2,
      departureDate: '2027-01-10',
      today,
    });
    expect(balanceDueDate('2027-01-10')).toBe('2026-10-18');
    expect(plans.map((p) => p.id)).toEqual(['full', 'low-deposit-monthly', 'deposit-balance']);
    const monthly = plans.at(1);
    expect(monthly).toMatchObject({
      deposit: 9800,
      payments: 4,
      installment_amount: 60050,
      schedule: [
        { payment_date: '2026-06-10', amount: 9800 },
        { payment_date: '2026-07-10', amount: 60050 },
        { payment_date: '2026-08-10', amount: 60050 },
        { payment_date: '2026-09-10', amount: 60050 },
        { payment_date: '2026-10-10', amount: 60050 },
      ],
    });
    expect(monthly?.description).toBe(
      'Pay a deposit of £98.00 today (£49.00 per person), then 4 monthly payments of £600.50 from 10 July 2026. Your holiday is paid in full by 10 October 2026.',
    );
    expect(plans.at(2)).toMatchObject({
      deposit: 9800,
      payments: 1,
      installment_amount: 240200,
      schedule: [
        { payment_date: '2026-06-10', amount: 9800 },
        { payment_date: '2026-10-18', amount: 240200 },
      ],
    });
  });

  it('puts the remainder pence on the last instalment', () => {
    const monthly = paymentPlans({
      totalPence: 100001,
      passengers: 1,
      departureDate: '2027-01-10',
      today,
    }).find((p) => p.id === PLAN_IDS.monthly);
    // 100001 - 4900 = 95101 over 4 months: 23775 × 3 + 23776.
    expect(monthly?.schedule.map((s) => s.amount)).toEqual([4900, 23775, 23775, 23775, 23776]);
    expect(monthly?.installment_amount).toBe(23775);
  });

  it('keeps the deposit below a small total and never schedules a £0 payment', () => {
    const plans = paymentPlans({
      totalPence: 9802,
      passengers: 2,
      departureDate: '2027-06-10',
      today,
    });
    const monthly = plans.find((p) => p.id === PLAN_IDS.monthly);
    expect(monthly?.deposit).toBe(9800);
    expect(monthly?.schedule.map((s) => s.amount)).toEqual([9800, 1, 1]);
    const tiny = paymentPlans({
      totalPence: 5000,
      passengers: 2,
      departureDate: '2027-06-10',
      today,
    });
    expect(tiny.find((p) => p.id === PLAN_IDS.depositBalance)?.schedule).toEqual([
      { payment_date: today, amount: 4999 },
      { payment_date: '2027-03-18', amount: 1 },
    ]);
    expect(
      paymentPlans({ totalPence: 1, passengers: 1, departureDate: '2027-06-10', today }).map(
        (p) => p.id,
      ),
    ).toEqual(['full']);
    expect(
      paymentPlans({ totalPence: 0, passengers: 1, departureDate: '2027-06-10', today }),
    ).toEqual([]);
  });

  it('needs the first monthly payment on or before the balance due date', () => {
    // Balance due exactly one month on: one instalment.
    const due = addMonths(today, 1);
    const departure = addDays(due, 84);
    const plans = paymentPlans({
      totalPence: 200000,
      passengers: 2,
      departureDate: departure,
      today,
    });
    expect(plans.find((p) => p.id === PLAN_IDS.monthly)?.payments).toBe(1);
    // One day later than that is too close.
    const closer = paymentPlans({
      totalPence: 200000,
      passengers: 2,
      departureDate: addDays(departure, -1),
      today,
    });
    expect(closer.map((p) => p.id)).toEqual(['full']);
  });

  it('sums every schedule exactly to the total, in date order, none after the balance due date', () => {
    const random = rng(20260610);
    let depositPlans = 0;
    for (let i = 0; i < 2000; i++) {
      const total = 1 + Math.floor(random() * (random() < 0.2 ? 20000 : 3_000_000));
      const passengers = 1 + Math.floor(random() * 9);
      const start = addDays('2026-01-01', Math.floor(random() * 730));
      const departure = addDays(start, 1 + Math.floor(random() * 500));
      const plans = paymentPlans({
        totalPence: total,
        passengers,
        departureDate: departure,
        today: start,
      });
      expect(plans.at(0)?.id).toBe('full');
      const due = balanceDueDate(departure);
      for (const plan of plans) {
        const amounts = plan.schedule.map((s) => s.amount);
        expect(amounts.reduce((n, a) => n + a, 0)).toBe(total);
        expect(amounts.every((a) => Number.isInteger(a) && a > 0)).toBe(true);
        expect(plan.schedule.at(0)).toEqual({ payment_date: start, amount: plan.deposit });
        expect(plan.payments).toBe(plan.schedule.length - 1);
        expect(plan.total).toBe(total);
        const dates = plan.schedule.map((s) => s.payment_date);
        expect([...dates].sort()).toEqual(dates);
        if (plan.id === 'full') continue;
        depositPlans += 1;
        expect(plan.deposit).toBe(Math.min(DEPOSIT_PER_PERSON_PENCE * passengers, total - 1));
        expect(dates.every((d) => d <= due)).toBe(true);
        if (plan.id === PLAN_IDS.monthly) {
          const regular = plan.schedule.slice(1, -1);
          expect(regular.every((s) => s.amount === plan.installment_amount)).toBe(true);
          const last = plan.schedule.at(-1)?.amount ?? 0;
          expect(last - plan.installment_amount).toBeGreaterThanOrEqual(0);
          expect(last - plan.installment_amount).toBeLessThan(Math.max(1, plan.payments));
          // As many months as fit before the balance is due (fewer only for a balance of a few pence).
          const nextMonth = addMonths(start, plan.payments + 1);
          if (plan.payments < total - plan.deposit) expect(nextMonth > due).toBe(true);
          expect(daysBetween(start, dates.at(1) ?? start)).toBeGreaterThanOrEqual(28);
        }
      }
      const offered = addMonths(start, 1) <= due && total >= 2;
      expect(plans.length).toBe(offered ? 3 : 1);
    }
    expect(depositPlans).toBeGreaterThan(400);
  });
});
