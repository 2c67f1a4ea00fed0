import type { RoomOffer } from '@sunward/contracts/search';
import { useState } from 'react';
import { boardOptions, priceDelta, ROOMS_SHOWN, roomList } from '../lib/rooms';

export interface RoomSelectorProps {
  /** One list of offers per requested room (the server's room_options). */
  options: RoomOffer[][];
  /** The token chosen per requested room; null = 'Not selected'. */
  selected: (string | null)[];
  /** What the search priced each room at: the base of the +£/-£ differences. */
  basePence: number[];
  board: string;
  activeRoom: number;
  onBoardChange: (board: string) => void;
  onActiveRoomChange: (room: number) => void;
  onSelect: (room: number, token: string) => void;
}

/** docs/spec/1-shell-search-package.md 'Room selector': board filter, Room 1..n tabs, 3 rooms then 'Show N More Rooms'. */
export function RoomSelector({
  options,
  selected,
  basePence,
  board,
  activeRoom,
  onBoardChange,
  onActiveRoomChange,
  onSelect,
}: RoomSelectorProps) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const n = options.length;
  const boards = boardOptions(options);
  const list = roomList(options[activeRoom] ?? [], board, n);
  const key = `${String(activeRoom)}:${board}`;
  const shown = expanded[key] ? list : list.slice(0, ROOMS_SHOWN);
  const hidden = list.length - shown.length;
  const nameOf = (q: number) =>
    options[q]?.find((o) => o.RoomBookingToken === selected[q])?.RoomType ?? 'Not selected';

  return (
    <section
      aria-labelledby="rooms-heading"
      className="rounded-card bg-white p-5 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="rooms-heading" className="text-xl font-bold text-brand-800">
          Choose your room{n > 1 ? 's' : ''}
        </h2>
        <label className="text-sm text-slate-700">
          <span className="mr-2 font-semibold">Board basis</span>
          <select
            value={board}
            onChange={(e) => onBoardChange(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
          >
            {boards.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {n > 1 && (
        <div role="tablist" aria-label="Rooms" className="mt-4 flex flex-wrap gap-2">
          {options.map((_, q) => (
            <button
              key={q}
              type="button"
              role="tab"
              id={`room-tab-${String(q)}`}
              aria-selected={q === activeRoom}
              aria-controls="room-options"
              onClick={() => onActiveRoomChange(q)}
              className={`min-h-11 rounded-lg border px-3 py-1 text-left text-sm ${
                q === activeRoom
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 text-slate-700 hover:border-brand-500'
              }`}
            >
              <span className="block font-semibold">Room {q + 1}</span>
              <span className="block text-xs">{nameOf(q)}</span>
            </button>
          ))}
        </div>
      )}
      <div
        id="room-options"
        {...(n > 1
          ? { role: 'tabpanel', 'aria-labelledby': `room-tab-${String(activeRoom)}` }
          : {})}
        className="mt-4"
      >
        {list.length === 0 ? (
          <div className="rounded-lg bg-slate-50 p-4 text-center text-slate-700">
            <p className="font-semibold">No rooms match your filter criteria.</p>
            <p className="text-sm">Try selecting a different filter option.</p>
          </div>
        ) : (
          <fieldset>
            <legend className="sr-only">Rooms for room {activeRoom + 1}</legend>
            <ul className="space-y-3">
              {shown.map((o) => {
                const checked = selected[activeRoom] === o.RoomBookingToken;
                return (
                  <li key={o.RoomBookingToken}>
                    <label
                      className={`flex cursor-pointer flex-wrap items-center gap-3 rounded-lg border p-3 ${
                        checked
                          ? 'border-brand-700 bg-brand-50'
                          : 'border-slate-200 hover:border-brand-400'
                      }`}
                    >
                      <input
                        type="radio"
                        name={`room-${String(activeRoom)}`}
                        checked={checked}
                        onChange={() => onSelect(activeRoom, o.RoomBookingToken)}
                        className="h-5 w-5 accent-brand-700"
                      />
                      {o.Images[0] && (
                        <img
                          src={o.Images[0]}
                          alt=""
                          loading="lazy"
                          className="h-16 w-24 shrink-0 rounded object-cover"
                        />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">{o.RoomType}</span>
                        <span className="block text-sm text-slate-600">
                          {o.MealBasisCode} · {o.NonRefundable ? 'Non-refundable' : 'Refundable'}
                        </span>
                      </span>
                      <span className="font-bold text-brand-800">
                        {priceDelta(o.TotalCost, basePence[activeRoom] ?? o.TotalCost)}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {hidden > 0 && (
              <button
                type="button"
                onClick={() => setExpanded((e) => ({ ...e, [key]: true }))}
                className="mt-3 min-h-11 font-semibold text-brand-700 underline"
              >
                Show {hidden} More Rooms
              </button>
            )}
          </fieldset>
        )}
      </div>
    </section>
  );
}
