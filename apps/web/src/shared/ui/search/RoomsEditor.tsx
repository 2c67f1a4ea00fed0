import {
  MAX_CHILD_AGE,
  MAX_PER_TYPE,
  MAX_ROOMS,
  MIN_CHILD_AGE,
  newRoom,
  setChildren,
  type RoomParty,
} from '../../lib/search-criteria';
import { Stepper } from './Panel';

const AGES = Array.from({ length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 }, (_, i) => MIN_CHILD_AGE + i);

/**
 * The rooms and their party, for the search bar's guests panel and the deal page: one fieldset per
 * room with adults 1-9, children 0-9 each with an age of 2-15 (a missing age is marked), infants
 * 0-9, and the room's Remove button where `canRemove` allows it; then Add another room (up to
 * the maximum) and, in a panel, Done.
 */
export function RoomsEditor({
  rooms,
  onChange,
  childHint,
  infantHint,
  canRemove,
  invalidAges = false,
  onDone,
}: {
  rooms: RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  childHint: string;
  infantHint: string;
  /** Whether room `index` (of `count`) may be removed. */
  canRemove: (index: number, count: number) => boolean;
  /** Mark the children whose age is missing as invalid (after a submit). */
  invalidAges?: boolean;
  /** Closes the panel the editor is in. */
  onDone?: () => void;
}) {
  const update = (i: number, room: RoomParty) =>
    onChange(rooms.map((r, k) => (k === i ? room : r)));
  return (
    <div className="space-y-4">
      {rooms.map((room, i) => (
        <fieldset key={i} className="rounded-lg border border-slate-200 px-3 pb-2">
          <legend className="px-1 text-sm font-bold text-brand-800">Room {i + 1}</legend>
          <Stepper
            label="Adults"
            hint="18+"
            value={room.adults}
            min={1}
            max={MAX_PER_TYPE}
            onChange={(n) => update(i, { ...room, adults: n })}
          />
          <Stepper
            label="Children"
            hint={childHint}
            value={room.children}
            min={0}
            max={MAX_PER_TYPE}
            onChange={(n) => update(i, setChildren(room, n))}
          />
          {room.childAges.length > 0 && (
            <div className="grid grid-cols-2 gap-2 pb-2">
              {room.childAges.map((age, c) => {
                const missing = age === null;
                return (
                  <label key={c} className="text-sm text-slate-700">
                    Child {c + 1} age
                    <select
                      value={age ?? ''}
                      aria-invalid={invalidAges && missing ? true : undefined}
                      onChange={(e) =>
                        update(i, {
                          ...room,
                          childAges: room.childAges.map((a, k) =>
                            k === c ? (e.target.value ? Number(e.target.value) : null) : a,
                          ),
                        })
                      }
                      className={`mt-1 block min-h-11 w-full rounded-md border bg-white px-2 ${missing ? 'border-coral-600' : 'border-slate-300'}`}
                    >
                      <option value="">Age</option>
                      {AGES.map((a) => (
                        <option key={a} value={a}>
                          {a}
                        </option>
                      ))}
                    </select>
                  </label>
                );
              })}
            </div>
          )}
          <Stepper
            label="Infants"
            hint={infantHint}
            value={room.infants}
            min={0}
            max={MAX_PER_TYPE}
            onChange={(n) => update(i, { ...room, infants: n })}
          />
          {canRemove(i, rooms.length) && (
            <button
              type="button"
              className="mt-1 min-h-11 text-sm font-semibold text-coral-700 underline"
              onClick={() => onChange(rooms.filter((_, k) => k !== i))}
            >
              Remove room {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          disabled={rooms.length >= MAX_ROOMS}
          className="min-h-11 text-sm font-semibold text-brand-700 underline disabled:text-slate-400"
          onClick={() => onChange([...rooms, newRoom()])}
        >
          Add another room
        </button>
        {onDone && (
          <button
            type="button"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            onClick={onDone}
          >
            Done
          </button>
        )}
      </div>
    </div>
  );
}
