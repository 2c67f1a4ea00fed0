import { moneyMessages, type MoneyDay } from '@sunward/contracts/staff-money';
import { AppError } from '../../errors';
import {
  PaymentProviderUnavailable,
  type PaymentProvider,
} from '../../integrations/payment-gateway/provider';
import { addDays, londonToday } from '../../lib/dates';
import type { BookingsService } from '../bookings/service';
import { lacksGatewaySide, matchMoneyDay } from './money-match';

/**
 * Money by day for the desk (supervisors and admins; the routes ask the policy): the gateway's
 * settlement report of a London day, asked of the gateway through the provider interface, against
 * what the bookings recorded that day, matched line by line (money-match.ts).
 */
export function createMoneyView(deps: {
  gateway: Pick<PaymentProvider, 'transactionsOn'>;
  bookings: BookingsService['moneyDay'];
  now?: () => Date;
}) {
  const { gateway, bookings, now = () => new Date() } = deps;

  async function report(date: string) {
    try {
      return await gateway.transactionsOn(date);
    } catch (err) {
      if (err instanceof PaymentProviderUnavailable) {
        throw new AppError('UNAVAILABLE', moneyMessages.gatewayUnavailable);
      }
      throw err;
    }
  }

  return {
    /** One London day (yyyy-mm-dd; today if left out). A day still to come is refused. */
    async day(date: string = londonToday(now())): Promise<MoneyDay> {
      if (date > londonToday(now())) throw new AppError('VALIDATION_ERROR', moneyMessages.future);
      const [lines, recorded] = await Promise.all([report(date), bookings.recordedOn(date)]);
      // Whatever bookings recorded of the day's transactions on other days explains a
      // difference (a payment recorded just after midnight, the charge a refund gives back).
      const recordedElsewhere = await bookings.recordedFor(
        lines.flatMap((l) => (l.parentXref ? [l.xref, l.parentXref] : [l.xref])),
      );
      const inputs = { date, gateway: lines, ...recorded, recordedElsewhere };
      const matched = matchMoneyDay(inputs);
      if (!lacksGatewaySide(matched)) return matched;
      // Something recorded that the day's report lacks: the gateway may have made it just
      // before midnight.
      const before = addDays(date, -1);
      return matchMoneyDay({
        ...inputs,
        gatewayDayBefore: { date: before, lines: await report(before) },
      });
    },
  };
}

export type MoneyView = ReturnType<typeof createMoneyView>;
