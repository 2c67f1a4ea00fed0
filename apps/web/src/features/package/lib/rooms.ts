import { formatPoundsAndPence } from '../../../shared/lib/money';
import type { RoomOffer } from '@sunward/contracts/search';

/** docs/spec/1-shell-search-package.md §2 'Room selector' and §4 'Package details' rules, as pure functions. */

export const ALL_BOARDS = 'All';
export const ROOMS_SHOWN = 3;

/** A hotel with no room offer for one of the requested rooms cannot be booked. */
export const NO_ROOMS_AVAILABLE = 'No rooms available';
export function roomsProblem(options: readonly RoomOffer[][]): string | null {
  return options.length === 0 || options.some((list) => list.length === 0)
    ? NO_ROOMS_AVAILABLE
    : null;
}

const BOARD_ORDER = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;

/** 'All' and every board basis the hotel offers, in the usual order, with its name. */
export function boardOptions(options: readonly RoomOffer[][]): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const list of options)
    for (const o of list) names.set(o.StandardisedMealBasisCode, o.MealBasisCode);
  return [
    { value: ALL_BOARDS, label: 'All' },
    ...BOARD_ORDER.filter((code) => names.has(code)).map((code) => ({
      value: code,
      label: names.get(code) ?? code,
    })),
  ];
}

/**
 * The rooms offered for one requested room: those matching the board filter; with several rooms
 * only refundable ones (the hidden refundable filter defaults to Refundable). Cheapest first.
 */
export function roomList(options: readonly RoomOffer[], board: string, roomCount: number) {
  return options
    .filter((o) => board === ALL_BOARDS || o.StandardisedMealBasisCode === board)
    .filter((o) => roomCount === 1 || !o.NonRefundable)
    .sort((a, b) => a.TotalCost - b.TotalCost);
}

/**
 * The initial choice per requested room: the cheapest room with the given board basis (a deal's,
 * matched case-insensitively) when there is one, otherwise the cheapest room overall.
 */
export function initialRooms(
  options: readonly RoomOffer[][],
  preferredBoard: string | null,
): (string | null)[] {
  const n = options.length;
  const wanted = preferredBoard?.trim().toUpperCase() ?? null;
  return options.map((list) => {
    const all = roomList(list, ALL_BOARDS, n);
    const matching = wanted
      ? all.find(
          (o) => o.StandardisedMealBasisCode === wanted || o.MealBasisCode.toUpperCase() === wanted,
        )
      : undefined;
    return (matching ?? all.at(0))?.RoomBookingToken ?? null;
  });
}

/** After a filter change: keep each room that is still listed, else the first remaining (or none). */
export function reselect(
  selected: readonly (string | null)[],
  options: readonly RoomOffer[][],
  board: string,
): (string | null)[] {
  return options.map((list, q) => {
    const shown = roomList(list, board, options.length);
    const current = selected[q];
    if (current && shown.some((o) => o.RoomBookingToken === current)) return current;
    return shown.at(0)?.RoomBookingToken ?? null;
  });
}

/**
 * After a pick on tab `current`: the next room the customer has not chosen yet (rooms start with
 * the cheapest preselected, so 'chosen' means picked by the customer), else stay.
 */
export function nextTab(chosen: readonly boolean[], current: number): number {
  for (let step = 1; step < chosen.length; step++) {
    const q = (current + step) % chosen.length;
    if (!chosen[q]) return q;
  }
  return current;
}

/** docs/spec/1-shell-search-package.md: '+£x.xx' or '-£x.xx' (2 decimals) against the price the search showed for the room. */
export function priceDelta(pence: number, basePence: number): string {
  const diff = pence - basePence;
  return `${diff < 0 ? '-' : '+'}${formatPoundsAndPence(Math.abs(diff))}`;
}
