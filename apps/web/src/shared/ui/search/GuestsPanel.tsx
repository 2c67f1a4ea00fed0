import { MAX_ROOMS, newRoom, type RoomParty } from '../../lib/search-criteria';
import { RoomsFields } from './RoomsFields';

/** Rooms and guests: adults ≥ 1 per room, children 2-15 with ages, infants; the first room stays. */
export function GuestsPanel({
  rooms,
  onChange,
  onDone,
}: {
  rooms: RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  onDone: () => void;
}) {
  return (
    <div className="space-y-4">
      <RoomsFields
        rooms={rooms}
        onChange={onChange}
        childHint="Aged 2-15 on return"
        infantHint="Aged 2-23 months on return"
        canRemove={(i) => i > 0}
      />
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          disabled={rooms.length >= MAX_ROOMS}
          className="min-h-11 text-sm font-semibold text-brand-700 underline disabled:text-slate-400"
          onClick={() => onChange([...rooms, newRoom()])}
        >
          Add another room
        </button>
        <button
          type="button"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          onClick={onDone}
        >
          Done
        </button>
      </div>
    </div>
  );
}
