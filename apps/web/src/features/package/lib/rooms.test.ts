import type { RoomOffer } from '@sunward/contracts/search';
import { describe, expect, it } from 'vitest';
import {
  ALL_BOARDS,
  boardOptions,
  initialRooms,
  nextTab,
  priceDelta,
  reselect,
  roomList,
  roomsProblem,
} from './rooms';

const offer = (token: string, board: string, cost: number, nonRefundable = false): RoomOffer => ({
  RoomBookingToken: token,
  RoomType: `Room ${token}`,
  StandardisedMealBasisCode: board as RoomOffer['StandardisedMealBasisCode'],
  MealBasisCode: { RO: 'Room Only', BB: 'Bed & Breakfast', HB: 'Half Board', AI: 'All Inclusive' }[
    board
  ] as string,
  NonRefundable: nonRefundable,
  TotalCost: cost,
  SupplierReference1: 'S1',
  SupplierReference2: 'S2',
  Images: [],
});

const list = [
  offer('ro-nr', 'RO', 9000, true),
  offer('ro', 'RO', 10000),
  offer('bb', 'BB', 12000),
  offer('ai', 'AI', 20000),
];

describe('room selector rules', () => {
  it('offers All and each board basis of the hotel in the usual order', () => {
    expect(boardOptions([[list[3], list[2], list[0]]])).toEqual([
      { value: 'All', label: 'All' },
      { value: 'RO', label: 'Room Only' },
      { value: 'BB', label: 'Bed & Breakfast' },
      { value: 'AI', label: 'All Inclusive' },
    ]);
  });

  it('lists the board filter’s rooms cheapest first, and only refundable ones for several rooms', () => {
    expect(roomList(list, 'RO', 1).map((o) => o.RoomBookingToken)).toEqual(['ro-nr', 'ro']);
    expect(roomList(list, ALL_BOARDS, 2).map((o) => o.RoomBookingToken)).toEqual([
      'ro',
      'bb',
      'ai',
    ]);
  });

  it('starts with the cheapest room, or the cheapest with a deal’s board basis', () => {
    expect(initialRooms([list], null)).toEqual(['ro-nr']);
    expect(initialRooms([list, list], null)).toEqual(['ro', 'ro']);
    expect(initialRooms([list], 'all inclusive')).toEqual(['ai']);
    expect(initialRooms([list], 'bb')).toEqual(['bb']);
    expect(initialRooms([list], 'FB')).toEqual(['ro-nr']);
  });

  it('keeps a selection the filter still shows, else picks the first remaining, else none', () => {
    expect(reselect(['bb'], [list], 'BB')).toEqual(['bb']);
    expect(reselect(['bb'], [list], 'AI')).toEqual(['ai']);
    expect(reselect(['bb'], [list], 'HB')).toEqual([null]);
  });

  it('moves on to the next room the customer has not chosen yet', () => {
    expect(nextTab([true, false, false], 0)).toBe(1);
    expect(nextTab([true, true, false], 1)).toBe(2);
    expect(nextTab([false, true, true], 2)).toBe(0);
    expect(nextTab([true, true], 1)).toBe(1);
  });

  it('writes price differences with a sign and two decimals', () => {
    expect(priceDelta(12345, 10000)).toBe('+£23.45');
    expect(priceDelta(9000, 10000)).toBe('-£10.00');
    expect(priceDelta(10000, 10000)).toBe('+£0.00');
  });
});

describe('a hotel with no rooms', () => {
  it("answers 'No rooms available' when a requested room has no offer", () => {
    expect(roomsProblem([])).toBe('No rooms available');
    expect(roomsProblem([[], []])).toBe('No rooms available');
  });
});
