import { DEPOSIT_PER_PERSON_PENCE, type PaymentPlan } from '@sunward/contracts/checkout';
import { addMonths, formatLongDate } from '../../lib/dates';
import { balanceDueDate, depositAvailable } from '../../lib/deposits';
import { formatPoundsAndPence } from '../../lib/money';

/**
 * Payment plans (docs/spec/2-checkout-payment.md §3 'Payment plan', §9): pure, so the same inputs always give the same
 * schedule, and every schedule adds up to the total to the penny.
 */

export const PLAN_IDS = {
  full: 'full',
  monthly: 'low-deposit-monthly',
  depositBalance: 'deposit-balance',
} as const;

export interface PlanInput {
  /** What the plan must collect, pence. */
  totalPence: number;
  /** Passengers with a seat (adults + children): the deposit is per person. */
  passengers: number;
  /** yyyy-mm-dd. */
  departureDate: string;
  /** Today in Europe/London, yyyy-mm-dd: the first payment's date. */
  today: string;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The plans this booking can have, 'paid in full' first. Deposit plans need a balance due date at
 * least a month away (the first monthly payment, same day next month, must fall on or before it);
 * closer to departure the whole price is due now.
 */
export function paymentPlans(input: PlanInput): PaymentPlan[] {
  const { totalPence: total, passengers, departureDate, today } = input;
  if (!Number.isInteger(total) || total <= 0) return [];
  const plans: PaymentPlan[] = [
    {
      id: PLAN_IDS.full,
      name: 'Holiday paid in full',
      description: 'Pay for your whole holiday today. There is nothing more to pay later.',
      deposit: total,
      payments: 0,
      installment_amount: 0,
      total,
      schedule: [{ payment_date: today, amount: total }],
    },
  ];

  const due = balanceDueDate(departureDate);
  // Capped below the total so there is always a balance left to spread (at least 1p).
  const deposit = Math.min(DEPOSIT_PER_PERSON_PENCE * Math.max(1, passengers), total - 1);
  if (deposit < 1 || !depositAvailable(departureDate, today)) return plans;
  const balance = total - deposit;

  let months = 0;
  while (addMonths(today, months + 1) <= due) months += 1;
  // Never more instalments than pence in the balance, so none of them is £0.00.
  const count = Math.max(1, Math.min(months, balance));
  const regular = Math.floor(balance / count);
  const last = balance - regular * (count - 1);
  const monthly = Array.from({ length: count }, (_, k) => ({
    payment_date: addMonths(today, k + 1),
    amount: k === count - 1 ? last : regular,
  }));
  const lastDate = monthly.at(-1)?.payment_date ?? due;
  const perPerson = deposit === DEPOSIT_PER_PERSON_PENCE * passengers;
  const depositText = `${formatPoundsAndPence(deposit)} today${perPerson ? ` (${formatPoundsAndPence(DEPOSIT_PER_PERSON_PENCE)} per person)` : ''}`;
  plans.push({
    id: PLAN_IDS.monthly,
    name: 'Low deposit, then monthly payments',
    description:
      `Pay a deposit of ${depositText}, then ${count} monthly ${plural(count, 'payment', 'payments')}` +
      (count > 1 && last !== regular
        ? ` of ${formatPoundsAndPence(regular)} (the last ${formatPoundsAndPence(last)})`
        : ` of ${formatPoundsAndPence(regular)}`) +
      ` from ${formatLongDate(addMonths(today, 1))}. Your holiday is paid in full by ${formatLongDate(lastDate)}.`,
    deposit,
    payments: count,
    installment_amount: regular,
    total,
    schedule: [{ payment_date: today, amount: deposit }, ...monthly],
  });
  plans.push({
    id: PLAN_IDS.depositBalance,
    name: 'Deposit now, balance later',
    description: `Pay a deposit of ${depositText}, then the balance of ${formatPoundsAndPence(balance)} on ${formatLongDate(due)}, 12 weeks before you travel.`,
    deposit,
    payments: 1,
    installment_amount: balance,
    total,
    schedule: [
      { payment_date: today, amount: deposit },
      { payment_date: due, amount: balance },
    ],
  });
  return plans;
}

/** What the customer pays today on a plan (the first payment of its schedule). */
export function dueToday(plan: PaymentPlan): number {
  return plan.schedule.at(0)?.amount ?? 0;
}
