import {
  MAX_CHILD_AGE,
  MAX_PER_TYPE,
  MIN_CHILD_AGE,
  setChildren,
  type RoomParty,
} from '../../lib/search-criteria';
import { Stepper } from './Panel';

const AGES = Array.from({ length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 }, (_, i) => MIN_CHILD_AGE + i);

/**
 * One fieldset per room: adults 1-9, children 0-9 each with an age of 2-15 (a missing age is
 * marked), infants 0-9, and the room's Remove button where `canRemove` allows it. Used by the
 * search bar's guests panel and the deal page's rooms.
 */
export function RoomsFields({
  rooms,
  onChange,
  childHint,
  infantHint,
  canRemove,
  invalidAges = false,
}: {
  rooms: RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  childHint: string;
  infantHint: string;
  /** Whether room `index` (of `count`) may be removed. */
  canRemove: (index: number, count: number) => boolean;
  /** Mark the children whose age is missing as invalid (after a submit). */
  invalidAges?: boolean;
}) {
  const update = (i: number, room: RoomParty) =>
    onChange(rooms.map((r, k) => (k === i ? room : r)));
  return rooms.map((room, i) => (
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
  ));
}
