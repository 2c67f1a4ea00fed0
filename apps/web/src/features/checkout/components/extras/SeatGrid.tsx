import type { SeatMap } from '@sunward/contracts/checkout';
import { useMemo } from 'react';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import type { Passenger, PickerState } from '../../lib/extras-selection';
import { bandTone, MINE_TONE, OTHER_TONE, TAKEN_TONE } from './seat-tones';

const seatClass =
  'flex h-8 w-8 items-center justify-center rounded-md border-2 text-[0.7rem] font-bold sm:h-9 sm:w-9 disabled:cursor-not-allowed';

/** 'Adult 2' → 'A2' (what a held seat shows). */
const initials = (label: string) => label.replace(/^(\w)\w*\s+(\d+)$/, '$1$2');

type Seat = SeatMap['seats'][number];

/**
 * How a seat reads and looks: the active passenger's own seat is always pressable (so a seat sold
 * meanwhile can still be given up); an unavailable seat, a free one (allocated at check-in) and
 * another passenger's are locked.
 */
function describeSeat(
  seat: Seat,
  band: { description: string; price: number; index: number } | undefined,
  held: number,
  state: PickerState,
  passengers: readonly Passenger[],
) {
  const price = band?.price ?? 0;
  const activeLabel = passengers.at(state.active)?.label ?? '';
  const base = `Seat ${seat.number}, ${band?.description ?? 'Seat'}, ${formatPoundsAndPence(price)}`;
  const mine = held !== -1 && held === state.active;
  if (mine) {
    const gone = seat.available ? '' : ', no longer available';
    return { mine, label: `${base}, selected for ${activeLabel}${gone}`, tone: MINE_TONE };
  }
  const tone = bandTone(price, band?.index ?? 0);
  if (!seat.available) {
    return { mine, label: `${base}, unavailable`, tone: TAKEN_TONE, disabled: true };
  }
  if (price <= 0) {
    const label = `${base}, cannot be chosen: allocated free at check-in`;
    return { mine, label, tone, disabled: true };
  }
  if (held !== -1) {
    const label = `${base}, taken by ${passengers.at(held)?.label ?? 'another passenger'}`;
    return { mine, label, tone: OTHER_TONE, disabled: true };
  }
  return { mine, label: base, tone };
}

/** The cabin: a row of seat buttons per row, the aisle as a gap, the letters above. */
export function SeatGrid({
  map,
  passengers,
  state,
  onPick,
}: {
  map: SeatMap;
  passengers: readonly Passenger[];
  state: PickerState;
  onPick: (seatNumber: string) => void;
}) {
  const byPosition = useMemo(
    () => new Map(map.seats.map((s) => [`${String(s.row)}-${s.letter}`, s])),
    [map.seats],
  );
  const bands = useMemo(() => new Map(map.bands.map((b, i) => [b.id, { ...b, index: i }])), [map]);
  const rows = useMemo(() => {
    const numbers = [...new Set(map.seats.map((s) => s.row))].sort((a, b) => a - b);
    return numbers.length > 0 ? numbers : Array.from({ length: map.rows }, (_, i) => i + 1);
  }, [map]);

  return (
    <div className="mx-auto w-fit">
      <div aria-hidden="true" className="mb-1 flex items-center gap-1">
        <span className="w-5" />
        {map.letters.map((letter, i) =>
          letter === '' ? (
            <span key={`aisle-${String(i)}`} className="w-4" />
          ) : (
            <span
              key={letter}
              className="w-8 text-center text-xs font-semibold text-slate-500 sm:w-9"
            >
              {letter}
            </span>
          ),
        )}
      </div>
      {rows.map((row) => (
        <div
          key={row}
          role="group"
          aria-label={`Row ${String(row)}`}
          className="mb-1 flex items-center gap-1"
        >
          <span aria-hidden="true" className="w-5 text-right text-xs font-semibold text-slate-500">
            {row}
          </span>
          {map.letters.map((letter, i) => {
            if (letter === '') {
              return <span key={`aisle-${String(i)}`} aria-hidden="true" className="w-4" />;
            }
            const seat = byPosition.get(`${String(row)}-${letter}`);
            if (!seat) return <span key={letter} aria-hidden="true" className="w-8 sm:w-9" />;
            const held = state.seats.indexOf(seat.number);
            const { mine, label, tone, disabled } = describeSeat(
              seat,
              bands.get(seat.bandId),
              held,
              state,
              passengers,
            );
            return (
              <button
                key={letter}
                type="button"
                aria-label={label}
                aria-pressed={mine}
                disabled={disabled ?? false}
                onClick={() => onPick(seat.number)}
                className={`${seatClass} ${tone}`}
              >
                <span aria-hidden="true">
                  {held !== -1
                    ? initials(passengers.at(held)?.label ?? '')
                    : !seat.available
                      ? '✕'
                      : ''}
                </span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
