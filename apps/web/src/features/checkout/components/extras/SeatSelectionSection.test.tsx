import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { flightSeatMaps, seatedPassengers } from '../../lib/extras-selection';
import { checkoutViewFixture } from '../../test-fixtures';
import { SeatSelectionSection } from './SeatSelectionSection';

const passengers = seatedPassengers(checkoutViewFixture().party);

function Harness({ withReturnMap = true }: { withReturnMap?: boolean }) {
  const view = checkoutViewFixture();
  if (!withReturnMap) delete view.options.seatMaps.LS1202;
  const [seats, setSeats] = useState<Record<string, string[]>>({});
  return (
    <SeatSelectionSection
      flights={flightSeatMaps(view).map((f) => ({ ...f, route: 'LGW → PMI' }))}
      passengers={passengers}
      seats={seats}
      onChange={(flightNumber, next) => setSeats((s) => ({ ...s, [flightNumber]: next }))}
    />
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).parentElement!;

describe('SeatSelectionSection', () => {
  it('says so when a flight has no seat map', () => {
    render(<Harness withReturnMap={false} />);
    const back = card('Return flight LS1202');
    expect(within(back).getByText('Seat booking is currently unavailable.')).toBeVisible();
    expect(
      within(back).getByText('Seat map information is not available for this flight.'),
    ).toBeVisible();
    expect(within(back).queryByRole('button')).not.toBeInTheDocument();
    const out = card('Outbound flight LS1201');
    expect(within(out).queryByText('Seat booking is currently unavailable.')).toBeNull();
    expect(
      within(out).getByRole('button', { name: 'Choose seats: Outbound flight LS1201' }),
    ).toBeEnabled();
  });

  it('shows the seats chosen per passenger after Confirm, and nothing after Cancel', async () => {
    render(<Harness />);
    const out = card('Outbound flight LS1201');
    expect(within(out).getAllByText('No seat chosen')).toHaveLength(3);

    await userEvent.click(within(out).getByRole('button', { name: /^Choose seats/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Seat 4A,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(out).getAllByText('No seat chosen')).toHaveLength(3);

    // Reopened: the cancelled pick is gone.
    await userEvent.click(within(out).getByRole('button', { name: /^Choose seats/ }));
    expect(screen.getByRole('button', { name: /^Seat 4A,/ })).toHaveAccessibleName(
      'Seat 4A, Standard, £7.99',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Seat 1A,/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Seat 1B,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(out).getByText('Seat 1A (£18.99)')).toBeVisible();
    expect(within(out).getByText('Seat 1B (£18.99)')).toBeVisible();
    expect(within(out).getAllByText('No seat chosen')).toHaveLength(1);
    expect(
      within(out).getByRole('button', { name: 'Change seats: Outbound flight LS1201' }),
    ).toBeVisible();
    // The other flight is untouched.
    expect(within(card('Return flight LS1202')).getAllByText('No seat chosen')).toHaveLength(3);
  });
});
