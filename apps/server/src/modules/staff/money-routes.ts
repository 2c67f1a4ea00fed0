import { errorBody } from '@sunward/contracts/errors';
import { moneyDay, moneyDayQuery, moneyPaths } from '@sunward/contracts/staff-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffScope } from './guards';
import type { MoneyView } from './money';
import type { StaffService } from './service';

export interface StaffMoneyRoutesOptions {
  staff: StaffService;
  /** Money by day: the gateway's report against what the bookings recorded. */
  money: MoneyView;
}

const tags = ['staff'];

/**
 * Money by day on the back office (supervisors and admins): the gateway's SALEs, refunds and
 * voids of a London day against the payments and refunds the bookings recorded, with totals and
 * every difference. Each read is audited.
 */
export const staffMoneyRoutes: FastifyPluginAsyncZod<StaffMoneyRoutesOptions> = async (
  app,
  { staff, money },
) => {
  const { requireAllowed, actorOf } = await staffScope(app, staff);

  app.get(
    moneyPaths.day,
    {
      schema: {
        tags,
        summary:
          "One London day's money (date yyyy-mm-dd, today if left out): the gateway's SALEs, refunds and voids against the payments and refunds the bookings recorded, with totals and every difference",
        querystring: moneyDayQuery,
        response: {
          200: moneyDay,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          503: errorBody,
        },
      },
      preHandler: requireAllowed('money.read'),
    },
    async (request) => {
      const day = await money.day(request.query.date);
      // It names bookings and what they paid: who looked at which day is kept.
      await staff.recordRead(actorOf(request), 'money.viewed', null, {
        date: day.date,
        differences: day.differences,
      });
      return day;
    },
  );
};
