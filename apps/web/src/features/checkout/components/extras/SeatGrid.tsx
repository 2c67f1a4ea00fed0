import type { SeatMap } from '@sunward/contracts/checkout';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import type { Passenger, PickerState } from '../../lib/extras-selection';
import { bandTone, MINE_TONE, OTHER_TONE, TAKEN_TONE } from './seat-tones';

const seatClass =
  'flex h-8 w-8 items-center justify-center rounded-md border-2 text-[0.7rem] font-bold outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 sm:h-9 sm:w-9 aria-disabled:cursor-not-allowed';

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

/** Where focus can go: each row's seats in order (aisles and missing places left out). */
function seatRows(map: SeatMap, rows: readonly number[], byPosition: Map<string, Seat>): Seat[][] {
  return rows.map((row) =>
    map.letters.flatMap((letter) => {
      const seat = letter === '' ? undefined : byPosition.get(`${String(row)}-${letter}`);
      return seat ? [seat] : [];
    }),
  );
}

/**
 * The seat a key moves to from (row r, seat c), per the WAI-ARIA grid pattern: ←/→ along the row
 * (over the aisle), ↑/↓ to the same letter in the nearest row that has it, Home/End to the row's
 * first/last seat, Ctrl+Home/End to the cabin's first/last; null for any other key or at an edge.
 */
export function seatAfterKey(
  grid: readonly Seat[][],
  r: number,
  c: number,
  key: string,
  ctrl: boolean,
): Seat | null {
  const row = grid[r] ?? [];
  const letter = row[c]?.letter;
  const vertical = (step: number) => {
    for (let i = r + step; i >= 0 && i < grid.length; i += step) {
      const found = grid[i]?.find((s) => s.letter === letter);
      if (found) return found;
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight':
      return row[c + 1] ?? null;
    case 'ArrowLeft':
      return c > 0 ? (row[c - 1] ?? null) : null;
    case 'ArrowDown':
      return vertical(1);
    case 'ArrowUp':
      return vertical(-1);
    case 'Home':
      return ctrl ? (grid.find((g) => g.length > 0)?.[0] ?? null) : (row[0] ?? null);
    case 'End':
      return ctrl ? (grid.findLast((g) => g.length > 0)?.at(-1) ?? null) : (row.at(-1) ?? null);
    default:
      return null;
  }
}

/**
 * The cabin as one grid (WAI-ARIA grid pattern): a single Tab stop, arrow keys between seats,
 * Home/End, Enter or Space to pick; each seat reads its number, band and price, and whether it is
 * unavailable or taken. Letters above, the aisle as a gap; mouse and touch pick by clicking.
 */
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
  const grid = useMemo(() => seatRows(map, rows, byPosition), [map, rows, byPosition]);
  const seatRefs = useRef(new Map<string, HTMLButtonElement>());

  // The one seat in the Tab order: the last one moved to, else the active passenger's seat, else
  // the first seat that can be chosen.
  const [focused, setFocused] = useState<string | null>(null);
  const all = grid.flat();
  const activeSeat = state.seats.at(state.active) ?? '';
  const tabStop =
    all.find((s) => s.number === focused)?.number ??
    all.find((s) => s.number === activeSeat)?.number ??
    all.find((s) => s.available && (bands.get(s.bandId)?.price ?? 0) > 0)?.number ??
    all[0]?.number;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const r = grid.findIndex((g) => g.some((s) => s.number === tabStop));
    const c = grid[r]?.findIndex((s) => s.number === tabStop) ?? -1;
    if (r === -1 || c === -1) return;
    const next = seatAfterKey(grid, r, c, e.key, e.ctrlKey || e.metaKey);
    if (!next) {
      if (['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) {
        e.preventDefault();
      }
      return;
    }
    e.preventDefault();
    setFocused(next.number);
    seatRefs.current.get(next.number)?.focus();
  };

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
      <div role="grid" aria-label="Seats" onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <div
            key={row}
            role="row"
            aria-label={`Row ${String(row)}`}
            className="mb-1 flex items-center gap-1"
          >
            <span
              aria-hidden="true"
              className="w-5 text-right text-xs font-semibold text-slate-500"
            >
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
                <span key={letter} role="gridcell" aria-selected={mine}>
                  <button
                    ref={(el) => {
                      if (el) seatRefs.current.set(seat.number, el);
                      else seatRefs.current.delete(seat.number);
                    }}
                    type="button"
                    tabIndex={seat.number === tabStop ? 0 : -1}
                    // A held seat shows its passenger's initials: they end its name too (WCAG 2.5.3).
                    aria-label={
                      held !== -1
                        ? `${label} (${initials(passengers.at(held)?.label ?? '')})`
                        : label
                    }
                    aria-pressed={mine}
                    aria-disabled={disabled ?? false}
                    onFocus={() => setFocused(seat.number)}
                    onClick={() => {
                      if (!disabled) onPick(seat.number);
                    }}
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
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
