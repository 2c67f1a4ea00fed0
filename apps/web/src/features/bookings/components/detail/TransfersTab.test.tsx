import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingDetailFixture } from '../../../../test/booking-detail-fixtures';
import { TransfersTab } from './TransfersTab';

describe('Transfers tab (docs/spec/3-accounts-bookings-content.md §2 Transfers tab)', () => {
  it('shows the arrival and departure collection times with their notes', () => {
    render(<TransfersTab transfers={bookingDetailFixture().transfers} />);
    const transfers = screen.getByRole('region', { name: 'Your transfers' });
    expect(transfers).toHaveTextContent('Private Transfer with Sunshine Transfers');
    const arrival = within(transfers).getByRole('heading', { name: 'Arrival' }).parentElement;
    expect(arrival).toHaveTextContent('Collection: 10:45');
    expect(arrival).toHaveTextContent('Meet your driver in the arrivals hall');
    const departure = within(transfers).getByRole('heading', { name: 'Departure' }).parentElement;
    expect(departure).toHaveTextContent('Collection: 08:00');
    expect(departure).toHaveTextContent('Wait at the hotel reception');
  });

  it("says 'No Transfer Information Available' without transfers", () => {
    render(<TransfersTab transfers={null} />);
    expect(
      screen.getByRole('heading', { name: 'No Transfer Information Available' }),
    ).toBeVisible();
    expect(screen.queryByText(/Collection:/)).toBeNull();
  });
});
