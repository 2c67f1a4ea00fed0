import type { CancellationToday } from '@sunward/contracts/bookings';
import { formatLongDate } from '../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { Section } from '../../../../shared/ui/Section';

/**
 * What cancelling would cost today, from the charges kept with the booking (the server works out
 * today's band): the charge against what has been paid, and when and by how much it next rises.
 */
export function CancellationCost({ cancellation }: { cancellation: CancellationToday }) {
  const { chargePence, paidPence, nextRise } = cancellation;
  return (
    <Section id="cancellation" title="What cancelling would cost today">
      <p className="mt-3 text-base text-slate-900">
        If you cancelled today: <strong>{formatPoundsAndPence(chargePence)}</strong> — you have paid{' '}
        <strong>{formatPoundsAndPence(paidPence)}</strong>
      </p>
      {nextRise ? (
        <p className="mt-2 text-sm text-slate-700">
          From {formatLongDate(nextRise.date)} this rises to{' '}
          {formatPoundsAndPence(nextRise.chargePence)} ({formatPoundsAndPence(nextRise.byPence)}{' '}
          more)
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          The cancellation charge is now the full price of the holiday.
        </p>
      )}
    </Section>
  );
}
