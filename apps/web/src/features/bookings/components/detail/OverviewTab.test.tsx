import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bookingDetailFixture,
  cancelledBookingDetailFixture,
} from '../../../../test/booking-detail-fixtures';
import { OverviewTab } from './OverviewTab';

const region = (name: string) => screen.getByRole('region', { name });

describe('Overview tab (docs/spec/3-accounts-bookings-content.md §2 BookingDetail, §3 Booking)', () => {
  it('shows the hotel, its dates, nights, room and board', () => {
    render(<OverviewTab booking={bookingDetailFixture()} />);
    const stay = within(region('Your stay'));
    expect(stay.getByText('Hotel Playa Azul')).toBeVisible();
    expect(stay.getByText('Saturday 12 June 2027')).toBeVisible();
    expect(stay.getByText('Saturday 19 June 2027')).toBeVisible();
    expect(stay.getByText('Nights').nextElementSibling).toHaveTextContent('7');
    expect(stay.getByText('Room').nextElementSibling).toHaveTextContent('Double Room Sea View');
    expect(stay.getByText('Board').nextElementSibling).toHaveTextContent('Half Board');
  });

  it('names the airports of both flights', () => {
    render(<OverviewTab booking={bookingDetailFixture()} />);
    const flights = within(region('Flights'));
    expect(flights.getByText('London Gatwick (LGW) to Palma de Mallorca (PMI)')).toBeVisible();
    expect(flights.getByText('Palma de Mallorca (PMI) to London Gatwick (LGW)')).toBeVisible();
    expect(flights.getByText('easyJet EZY8061')).toBeVisible();
  });

  it('has no flights section for a hotel-only stay', () => {
    render(<OverviewTab booking={bookingDetailFixture({ type: 'hotelonly', flights: null })} />);
    expect(screen.queryByRole('region', { name: 'Flights' })).toBeNull();
  });

  it('lists each passenger with type, age and nationality, marks the lead and shows their contact', () => {
    render(<OverviewTab booking={bookingDetailFixture()} />);
    const passengers = within(region('Passengers'));
    const rows = passengers.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Mr Sam Jones');
    expect(rows[0]).toHaveTextContent('Lead passenger');
    expect(rows[0]).toHaveTextContent('Adult, age 42, British');
    expect(rows[1]).toHaveTextContent('Miss Lily Jones');
    expect(rows[1]).toHaveTextContent('Child, age 8, Irish');
    expect(rows[1]).not.toHaveTextContent('Lead passenger');
    expect(passengers.getByText('sam@example.co.uk')).toBeVisible();
    expect(passengers.getByText('07700 900123')).toBeVisible();
    expect(passengers.getByText('1 High Street, Brighton, BN1 1AA')).toBeVisible();
  });

  it('says what cancelling would cost today, what would come back and when it next rises', () => {
    render(<OverviewTab booking={bookingDetailFixture()} />);
    const cost = region('What cancelling would cost today');
    expect(cost).toHaveTextContent('If you cancelled today: £147.00 cancellation charge.');
    expect(cost).toHaveTextContent(
      'You have paid £648.00, so you would get £501.00 back (what you have paid less the charge).',
    );
    expect(cost).toHaveTextContent('From 3 April 2027 this rises to £825.00 (£678.00 more).');
  });

  it('says nothing of a rise once the charge is the whole price', () => {
    render(
      <OverviewTab
        booking={bookingDetailFixture({
          cancellation: { chargePence: 165000, paidPence: 165000, nextRise: null },
        })}
      />,
    );
    const cost = region('What cancelling would cost today');
    expect(cost).toHaveTextContent('If you cancelled today: £1,650.00 cancellation charge.');
    expect(cost).toHaveTextContent('You have paid £1,650.00, so nothing would be refunded.');
    expect(cost).toHaveTextContent('The cancellation charge is now the full price of the holiday.');
    expect(cost).not.toHaveTextContent('this rises to');
  });

  it('says nothing of what cancelling would cost once the booking is cancelled', () => {
    render(<OverviewTab booking={cancelledBookingDetailFixture()} />);
    expect(region('Your stay')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What cancelling would cost today' })).toBeNull();
  });
});
