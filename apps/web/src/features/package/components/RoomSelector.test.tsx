import type { RoomOffer } from '@sunward/contracts/search';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ALL_BOARDS, nextTab, reselect } from '../lib/rooms';
import { RoomSelector } from './RoomSelector';

const offer = (token: string, board: 'RO' | 'BB' | 'AI', cost: number): RoomOffer => ({
  RoomBookingToken: token,
  RoomType: `Room ${token}`,
  StandardisedMealBasisCode: board,
  MealBasisCode: { RO: 'Room Only', BB: 'Bed & Breakfast', AI: 'All Inclusive' }[board],
  NonRefundable: false,
  TotalCost: cost,
  SupplierReference1: 'S1',
  SupplierReference2: 'S2',
  Images: [],
});

const list = [
  offer('a', 'RO', 10000),
  offer('b', 'RO', 11050),
  offer('c', 'BB', 12000),
  offer('d', 'BB', 13000),
  offer('e', 'AI', 20000),
];

/** The selector with the page's wiring (filter → reselect, pick → next tab). */
function Harness({ rooms }: { rooms: number }) {
  const options = Array.from({ length: rooms }, () => list);
  const [board, setBoard] = useState(ALL_BOARDS);
  const [selected, setSelected] = useState<(string | null)[]>(options.map(() => 'a'));
  const [chosen, setChosen] = useState(options.map(() => false));
  const [active, setActive] = useState(0);
  return (
    <RoomSelector
      options={options}
      selected={selected}
      basePence={options.map(() => 10500)}
      board={board}
      activeRoom={active}
      onBoardChange={(b) => {
        setBoard(b);
        setSelected((s) => reselect(s, options, b));
      }}
      onActiveRoomChange={setActive}
      onSelect={(q, token) => {
        const picked = chosen.map((c, i) => c || i === q);
        setSelected(selected.map((t, i) => (i === q ? token : t)));
        setChosen(picked);
        setActive(nextTab(picked, q));
      }}
    />
  );
}

describe('RoomSelector', () => {
  it('shows 3 rooms, then Show N More Rooms, with +£/-£ differences', async () => {
    render(<Harness rooms={1} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('-£5.00')).toBeInTheDocument();
    expect(screen.getByText('+£5.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 More Rooms' }));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('+£95.00')).toBeInTheDocument();
  });

  it('filters by board basis, keeps a valid choice, and says when nothing matches', async () => {
    render(<Harness rooms={1} />);
    const select = screen.getByRole('combobox', { name: 'Board basis' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Room Only', 'Bed & Breakfast', 'All Inclusive']);
    await userEvent.selectOptions(select, 'BB');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    // The chosen room was Room Only: the first remaining one is chosen instead.
    expect(radios[0]).toBeChecked();
    expect(screen.getByText('Room c')).toBeInTheDocument();
  });

  it('moves to the next room after a pick, each tab naming its room', async () => {
    render(<Harness rooms={2} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('radio', { name: /Room b/ }));
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')[0]).toHaveTextContent('Room b');
    expect(screen.getAllByRole('tab')[1]).toHaveTextContent('Room a');
  });
});

describe('RoomSelector with nothing to offer', () => {
  it('shows the empty-filter texts', () => {
    render(
      <RoomSelector
        options={[[]]}
        selected={[null]}
        basePence={[0]}
        board="AI"
        activeRoom={0}
        onBoardChange={() => undefined}
        onActiveRoomChange={() => undefined}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('No rooms match your filter criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try selecting a different filter option.')).toBeInTheDocument();
  });
});
