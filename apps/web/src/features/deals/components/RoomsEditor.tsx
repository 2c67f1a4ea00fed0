import { MAX_ROOMS, newRoom, type RoomParty } from '../../../shared/lib/search-criteria';
import { RoomsFields } from '../../../shared/ui/search/RoomsFields';

/**
 * Rooms and guests of a deal search (docs/spec/3-accounts-bookings-content.md §5): at least one
 * room, removable only while more than one remains; adults 1-9, children and infants 0-9 per
 * room; each child's age 2-15.
 */
export function RoomsEditor({
  rooms,
  onChange,
  invalidAges,
}: {
  rooms: RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  /** Mark the children whose age is missing. */
  invalidAges: boolean;
}) {
  return (
    <div className="space-y-3">
      <RoomsFields
        rooms={rooms}
        onChange={onChange}
        childHint="Aged 2-15"
        infantHint="Under 2"
        canRemove={(_, count) => count > 1}
        invalidAges={invalidAges}
      />
      <button
        type="button"
        disabled={rooms.length >= MAX_ROOMS}
        className="min-h-11 text-sm font-semibold text-brand-700 underline disabled:text-slate-400"
        onClick={() => onChange([...rooms, newRoom(1)])}
      >
        Add another room
      </button>
    </div>
  );
}
