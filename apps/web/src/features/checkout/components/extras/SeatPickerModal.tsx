import type { SeatMap } from '@sunward/contracts/checkout';
import { useMemo, useState } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog } from '../../../../shared/ui/Dialog';
import { Button } from '../../../../shared/ui/Button';
import { pickSeat, type Passenger, type PickerState } from '../../lib/extras-selection';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export interface SeatPickerModalProps {
  isOpen: boolean;
  /** E.g. 'Outbound flight LS1201'. */
  flightLabel: string;
  map: SeatMap;
  passengers: readonly Passenger[];
  /** The seats chosen so far, by passenger index ('' for none). */
  seats: readonly string[];
  /** The new choice, on Confirm only. */
  onConfirm: (seats: string[]) => void;
  /** Cancel, Escape or a click outside: the choice made in the picker is discarded. */
  onClose: () => void;
}

/** Band swatches, in the order the bands come; a free band (price 0) is grey: it cannot be picked. */
const BAND_TONES = [
  'border-violet-500 bg-violet-100 text-violet-900 hover:bg-violet-200',
  'border-sky-500 bg-sky-100 text-sky-900 hover:bg-sky-200',
  'border-emerald-500 bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
  'border-amber-500 bg-amber-100 text-amber-900 hover:bg-amber-200',
];
const FREE_TONE = 'border-slate-300 bg-slate-100 text-slate-500';
const TAKEN_TONE = 'border-slate-300 bg-slate-300 text-slate-600';
const MINE_TONE = 'border-brand-800 bg-brand-700 text-white';
const OTHER_TONE = 'border-sun-600 bg-sun-300 text-brand-900';
const seatClass =
  'flex h-8 w-8 items-center justify-center rounded-md border-2 text-[0.7rem] font-bold sm:h-9 sm:w-9 disabled:cursor-not-allowed';

/** 'Adult 2' → 'A2' (what a held seat shows). */
const initials = (label: string) => label.replace(/^(\w)\w*\s+(\d+)$/, '$1$2');

/**
 * The seat picker (docs/spec/2-checkout-payment.md §4 'Seat picker'): a grid per row with the aisle, the bands and their
 * prices; one seat per passenger, the active one highlighted; a pick goes to the active passenger
 * and moves on to the next; their own seat again deselects it; a seat held by another passenger is
 * locked; unavailable seats and seats priced £0 cannot be picked. Applied only on Confirm.
 */
export function SeatPickerModal(props: SeatPickerModalProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      panelClassName="flex max-h-[calc(100dvh-2rem)] w-full max-w-md flex-col rounded-card bg-white shadow-2xl outline-none"
      className="flex min-h-0 flex-1 flex-col outline-none"
    >
      <SeatPicker {...props} />
    </Dialog>
  );
}

function SeatPicker({
  flightLabel,
  map,
  passengers,
  seats,
  onConfirm,
  onClose,
}: SeatPickerModalProps) {
  // Mounted afresh each time the modal opens: starts from the committed choice.
  const [state, setState] = useState<PickerState>(() => {
    const initial = passengers.map((p) => seats.at(p.index) ?? '');
    const firstFree = initial.findIndex((s) => s === '');
    return { seats: initial, active: firstFree === -1 ? 0 : firstFree };
  });
  const byPosition = useMemo(
    () => new Map(map.seats.map((s) => [`${String(s.row)}-${s.letter}`, s])),
    [map.seats],
  );
  const bands = useMemo(() => new Map(map.bands.map((b, i) => [b.id, { ...b, index: i }])), [map]);
  const rows = useMemo(() => {
    const numbers = [...new Set(map.seats.map((s) => s.row))].sort((a, b) => a - b);
    return numbers.length > 0 ? numbers : Array.from({ length: map.rows }, (_, i) => i + 1);
  }, [map]);
  const activeLabel = passengers.at(state.active)?.label ?? '';
  const holder = (seatNumber: string) => state.seats.indexOf(seatNumber);
  const paidBands = map.bands.filter((b) => b.price > 0);

  return (
    <>
      <div className="border-b border-slate-200 p-5">
        <Heading slot="title" className="text-xl font-bold text-brand-800">
          Choose seats
        </Heading>
        <p className="text-sm text-slate-600">
          {flightLabel} · {map.aircraft}
        </p>
        <div role="group" aria-label="Passengers" className="mt-3 flex flex-wrap gap-2">
          {passengers.map((p, i) => {
            const seat = state.seats.at(i) ?? '';
            const active = i === state.active;
            return (
              <button
                key={p.index}
                type="button"
                aria-pressed={active}
                onClick={() => setState((s) => ({ ...s, active: i }))}
                className={`min-h-11 rounded-lg border-2 px-3 py-1 text-left text-sm ${
                  active
                    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                    : 'border-slate-200 text-slate-700 hover:border-brand-400'
                }`}
              >
                <span className="block">{p.label}</span>
                <span className="block text-xs">{seat ? `Seat ${seat}` : 'No seat yet'}</span>
              </button>
            );
          })}
        </div>
        <p role="status" className="mt-2 text-sm font-medium text-brand-800">
          Choosing a seat for {activeLabel}
        </p>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        <ul aria-label="Seat key" className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-xs">
          {map.bands.map((b, i) => (
            <li key={b.id} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`h-4 w-4 rounded border-2 ${b.price > 0 ? (BAND_TONES[i % BAND_TONES.length] ?? '') : FREE_TONE}`}
              />
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
                const band = bands.get(seat.bandId);
                const price = band?.price ?? 0;
                const base = `Seat ${seat.number}, ${band?.description ?? 'Seat'}, ${formatPoundsAndPence(price)}`;
                const held = holder(seat.number);
                const mine = held !== -1 && held === state.active;
                const other = held !== -1 && !mine;
                let label = base;
                let tone =
                  price > 0
                    ? (BAND_TONES[(band?.index ?? 0) % BAND_TONES.length] ?? '')
                    : FREE_TONE;
                let disabled = false;
                if (mine) {
                  // Always pressable, so a seat sold meanwhile can still be given up.
                  label = `${base}, selected for ${activeLabel}${seat.available ? '' : ', no longer available'}`;
                  tone = MINE_TONE;
                } else if (!seat.available) {
                  label = `${base}, unavailable`;
                  tone = TAKEN_TONE;
                  disabled = true;
                } else if (price <= 0) {
                  label = `${base}, cannot be chosen: allocated free at check-in`;
                  disabled = true;
                } else if (other) {
                  label = `${base}, taken by ${passengers.at(held)?.label ?? 'another passenger'}`;
                  tone = OTHER_TONE;
                  disabled = true;
                }
                return (
                  <button
                    key={letter}
                    type="button"
                    aria-label={label}
                    aria-pressed={mine}
                    disabled={disabled}
                    onClick={() => setState((s) => pickSeat(map, s, seat.number))}
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
        {paidBands.length === 0 && (
          <p className="mt-3 text-sm text-slate-600">No seats can be chosen on this flight.</p>
        )}
      </div>

      <div className="flex justify-end gap-3 border-t border-slate-200 p-4">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onConfirm(state.seats);
            onClose();
          }}
        >
          Confirm
        </Button>
      </div>
    </>
  );
}
