import type { SeatMap } from '@sunward/contracts/checkout';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { bandTone, MINE_TONE, OTHER_TONE, TAKEN_TONE } from './seat-tones';

/** The seat map's key: each band with its price, unavailable, this passenger's and another's. */
export function SeatKey({ bands, activeLabel }: { bands: SeatMap['bands']; activeLabel: string }) {
  return (
    <ul aria-label="Seat key" className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {bands.map((b, i) => (
        <li key={b.id} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-4 w-4 rounded border-2 ${bandTone(b.price, i)}`} />
          {b.description}{' '}
          {b.price > 0
            ? formatPoundsAndPence(b.price)
            : '(allocated free at check-in, cannot be chosen)'}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`h-4 w-4 rounded border-2 ${TAKEN_TONE}`} />
        Unavailable
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`h-4 w-4 rounded border-2 ${MINE_TONE}`} />
        {activeLabel}&apos;s seat
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`h-4 w-4 rounded border-2 ${OTHER_TONE}`} />
        Another passenger&apos;s seat
      </li>
    </ul>
  );
}
