import type { SeatMap } from '@sunward/contracts/checkout';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog } from '../../../../shared/ui/Dialog';
import { Button } from '../../../../shared/ui/Button';
import { pickSeat, type Passenger, type PickerState } from '../../lib/extras-selection';
import { SeatGrid } from './SeatGrid';
import { SeatKey } from './SeatKey';

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
  const activeLabel = passengers.at(state.active)?.label ?? '';
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
        <SeatKey bands={map.bands} activeLabel={activeLabel} />
        <SeatGrid
          map={map}
          passengers={passengers}
          state={state}
          onPick={(seat) => setState((s) => pickSeat(map, s, seat))}
        />
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
