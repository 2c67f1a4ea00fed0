import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seatedPassengers } from '../../lib/extras-selection';
import { checkoutViewFixture } from '../../test-fixtures';
import { SeatPickerModal } from './SeatPickerModal';

const view = checkoutViewFixture();
const map = view.options.seatMaps.LS1201;
const passengers = seatedPassengers(view.party);

function renderPicker(seats: string[] = ['', '', '']) {
  const onConfirm = vi.fn<(seats: string[]) => void>();
  const onClose = vi.fn<() => void>();
  render(
    <SeatPickerModal
      isOpen
      flightLabel="Outbound flight LS1201"
      map={map}
      passengers={passengers}
      seats={seats}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: 'Choose seats' }) };
}

const seat = (name: RegExp) => screen.getByRole('button', { name });
const passenger = (label: string) =>
  within(screen.getByRole('group', { name: 'Passengers' })).getByRole('button', {
    name: new RegExp(`^${label}`),
  });

describe('SeatPickerModal (docs/spec/2-checkout-payment.md §4 Seat picker)', () => {
  it('draws the rows with the aisle, every seat a labelled button, and the bands with prices', () => {
    const { dialog } = renderPicker();
    const row4 = within(dialog).getByRole('row', { name: 'Row 4' });
    expect(within(row4).getAllByRole('button')).toHaveLength(6);
    expect(seat(/^Seat 4A, Standard, £7\.99$/)).toBeEnabled();
    expect(seat(/^Seat 1A, Extra legroom, £18\.99$/)).toBeEnabled();
    const key = within(dialog).getByRole('list', { name: 'Seat key' });
    expect(key).toHaveTextContent('Extra legroom £18.99');
    expect(key).toHaveTextContent('Standard £7.99');
    expect(key).toHaveTextContent(
      'Random allocation (allocated free at check-in, cannot be chosen)',
    );
    expect(passenger('Adult 1')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Choosing a seat for Adult 1');
  });

  it('gives the seat to the active passenger and moves on to the next', async () => {
    renderPicker();
    await userEvent.click(seat(/^Seat 4A,/));
    expect(passenger('Adult 1')).toHaveTextContent('Seat 4A');
    expect(passenger('Adult 2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Choosing a seat for Adult 2');
    await userEvent.click(seat(/^Seat 4B,/));
    expect(passenger('Child 1')).toHaveAttribute('aria-pressed', 'true');
    expect(passenger('Adult 2')).toHaveTextContent('Seat 4B');
  });

  it('locks a seat held by another passenger', async () => {
    renderPicker();
    await userEvent.click(seat(/^Seat 4A,/));
    const held = seat(/^Seat 4A,/);
    expect(held).toHaveAttribute('aria-disabled', 'true');
    expect(held).toHaveAccessibleName('Seat 4A, Standard, £7.99, taken by Adult 1 (A1)');
    await userEvent.click(held);
    expect(passenger('Adult 2')).toHaveTextContent('No seat yet');
  });

  it('deselects the active passenger’s own seat when it is picked again', async () => {
    renderPicker(['4A', '', '']);
    // Adult 2 is the first without a seat.
    expect(passenger('Adult 2')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(passenger('Adult 1'));
    const own = seat(/^Seat 4A,/);
    expect(own).toHaveAccessibleName('Seat 4A, Standard, £7.99, selected for Adult 1 (A1)');
    expect(own).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(own);
    expect(seat(/^Seat 4A,/)).toHaveAccessibleName('Seat 4A, Standard, £7.99');
    expect(passenger('Adult 1')).toHaveTextContent('No seat yet');
    expect(passenger('Adult 1')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a passenger give up their seat when it has been sold meanwhile', async () => {
    const sold = {
      ...map,
      seats: map.seats.map((s) => (s.number === '4A' ? { ...s, available: false } : s)),
    };
    const onConfirm = vi.fn<(seats: string[]) => void>();
    render(
      <SeatPickerModal
        isOpen
        flightLabel="Outbound flight LS1201"
        map={sold}
        passengers={passengers}
        seats={['4A', '', '']}
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(passenger('Adult 1'));
    const own = seat(/^Seat 4A,/);
    expect(own).toHaveAccessibleName(
      'Seat 4A, Standard, £7.99, selected for Adult 1, no longer available (A1)',
    );
    await userEvent.click(own);
    expect(seat(/^Seat 4A,/)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['', '', '']);
  });

  it('does not let unavailable seats or seats priced £0 be picked, and says why', () => {
    renderPicker();
    expect(seat(/^Seat 3C,/)).toHaveAttribute('aria-disabled', 'true');
    expect(seat(/^Seat 3C,/)).toHaveAccessibleName('Seat 3C, Standard, £7.99, unavailable');
    expect(seat(/^Seat 6A,/)).toHaveAttribute('aria-disabled', 'true');
    expect(seat(/^Seat 6A,/)).toHaveAccessibleName(
      'Seat 6A, Random allocation, £0.00, cannot be chosen: allocated free at check-in',
    );
  });

  it('is one Tab stop: arrow keys move between seats over the aisle, Home/End, Enter picks', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPicker();
    const grid = within(dialog).getByRole('grid', { name: 'Seats' });
    const seats = within(grid).getAllByRole('button');
    expect(seats).toHaveLength(36);
    expect(seats.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(36);

    // Tab from the last passenger button lands on the first seat that can be chosen, then Confirm
    // is reached with Cancel after a single more Tab.
    passenger('Child 1').focus();
    await user.tab();
    expect(seat(/^Seat 1A,/)).toHaveFocus();
    expect(document.activeElement).toHaveAccessibleName('Seat 1A, Extra legroom, £18.99');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(seat(/^Seat 1C,/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(seat(/^Seat 1D,/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(seat(/^Seat 1F,/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(seat(/^Seat 1F,/)).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    // Unavailable seats are reached and say so; they cannot be picked.
    expect(seat(/^Seat 3C,/)).toHaveFocus();
    expect(document.activeElement).toHaveAccessibleName('Seat 3C, Standard, £7.99, unavailable');
    await user.keyboard('{Enter}');
    expect(passenger('Adult 1')).toHaveTextContent('No seat yet');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(passenger('Adult 1')).toHaveTextContent('Seat 4C');
    await user.keyboard('{ArrowLeft} ');
    expect(passenger('Adult 2')).toHaveTextContent('Seat 4B');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(seat(/^Seat 6F,/)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}{ArrowUp}');
    expect(seat(/^Seat 1A,/)).toHaveFocus();
    expect(seats.filter((b) => b.tabIndex === 0)).toEqual([seat(/^Seat 1A,/)]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('applies the choice only on Confirm', async () => {
    const { onConfirm, onClose } = renderPicker();
    await userEvent.click(seat(/^Seat 4A,/));
    await userEvent.click(seat(/^Seat 2B,/));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['4A', '2B', '']);
    expect(onClose).toHaveBeenCalled();
  });

  it('discards the choice on Cancel or Escape', async () => {
    const { onConfirm, onClose } = renderPicker();
    await userEvent.click(seat(/^Seat 4A,/));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const { onConfirm } = renderPicker();
    seat(/^Seat 5D,/).focus();
    await userEvent.keyboard('{Enter}');
    expect(passenger('Adult 1')).toHaveTextContent('Seat 5D');
    seat(/^Seat 5E,/).focus();
    await userEvent.keyboard(' ');
    screen.getByRole('button', { name: 'Confirm' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(['5D', '5E', '']);
  });
});
