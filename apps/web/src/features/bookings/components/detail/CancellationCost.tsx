import type { CancellationToday } from '@sunward/contracts/bookings';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { Section } from '../../../../shared/ui/Section';

/**
 * What cancelling would cost today, in one wording wherever it is shown (the overview, the change
 * form when the customer asks to cancel): the charge, what has been paid and what would come back
 * (paid less the charge, never below nothing, as the refund is worked out), and when and by how
 * much the charge next rises. `children` follow the figures.
 */
export function CancellationCharge({
  cancellation,
  children,
}: {
  cancellation: CancellationToday;
  children?: ReactNode;
}) {
  const { chargePence, paidPence, nextRise } = cancellation;
  const back = Math.max(0, paidPence - chargePence);
  return (
    <>
      <p className="text-base text-slate-900">
        If you cancelled today: <strong>{formatPoundsAndPence(chargePence)}</strong> cancellation
        charge.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        You have paid <strong>{formatPoundsAndPence(paidPence)}</strong>
        {back > 0 ? (
          <>
            , so you would get <strong>{formatPoundsAndPence(back)}</strong> back (what you have
            paid less the charge).
          </>
        ) : (
          ', so nothing would be refunded.'
        )}
      </p>
      {nextRise ? (
        <p className="mt-1 text-sm text-slate-700">
          From {formatLongDate(nextRise.date)} this rises to{' '}
          {formatPoundsAndPence(nextRise.chargePence)} ({formatPoundsAndPence(nextRise.byPence)}{' '}
          more).
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          The cancellation charge is now the full price of the holiday.
        </p>
      )}
      {children}
    </>
  );
}

/**
 * What cancelling would cost today, from the charges kept with the booking (the server works out
 * today's band), as the overview's section.
 */
export function CancellationCost({ cancellation }: { cancellation: CancellationToday }) {
  return (
    <Section id="cancellation" title="What cancelling would cost today">
      <div className="mt-3">
        <CancellationCharge cancellation={cancellation} />
      </div>
    </Section>
  );
}
