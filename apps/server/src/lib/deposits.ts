import { addDays, addMonths } from './dates';

/** The balance is due 12 weeks before departure, as UK tour operators ask. */
export const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = 84;

/** yyyy-mm-dd the balance of a deposit booking is due for a stay starting on `departureDate`. */
export function balanceDueDate(departureDate: string): string {
  return addDays(departureDate, -BALANCE_DUE_DAYS_BEFORE_DEPARTURE);
}

/**
 * Whether a deposit plan is offered for a stay starting on `departureDate`, booked on `today`
 * (both yyyy-mm-dd): the balance due date must be at least a month away, so the first monthly
 * payment falls on or before it. Closer to departure the whole price is due now. Checkout's plans
 * and every 'Deposits from' claim on cards and package pages answer from this one rule.
 */
export function depositAvailable(departureDate: string, today: string): boolean {
  return addMonths(today, 1) <= balanceDueDate(departureDate);
}
