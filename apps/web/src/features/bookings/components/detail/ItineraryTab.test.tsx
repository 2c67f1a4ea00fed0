import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingDetailFixture } from '../../../../test/booking-detail-fixtures';
import { ItineraryTab } from './ItineraryTab';

describe('Itinerary tab (docs/spec/3-accounts-bookings-content.md §2 Itinerary tab, §9)', () => {
  it('walks through the trip: departure, check-in from 14:00, nights, check-out by 11:00, return', () => {
    render(<ItineraryTab booking={bookingDetailFixture()} />);
    const steps = within(screen.getByRole('region', { name: 'Your itinerary' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      'Departure daySaturday 12 June 2027easyJet EZY8061, London Gatwick (LGW) to Palma de Mallorca (PMI), departs 06:40',
      'Hotel check-inSaturday 12 June 2027Check in at Hotel Playa Azul from 14:00',
      'Your holidaySaturday 12 June 20277 nights, Double Room Sea View, Half Board',
      'Hotel check-outSaturday 19 June 2027Check out by 11:00',
      'Return journeySaturday 19 June 2027easyJet EZY8062, Palma de Mallorca (PMI) to London Gatwick (LGW), departs 11:00',
    ]);
  });

  it('for a hotel-only stay, the journey days are the stay’s own', () => {
    render(<ItineraryTab booking={bookingDetailFixture({ type: 'hotelonly', flights: null })} />);
    const steps = within(screen.getByRole('region', { name: 'Your itinerary' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Departure daySaturday 12 June 2027Travel to Majorca');
    expect(steps[4]).toHaveTextContent('Return journeySaturday 19 June 2027Travel home');
  });

  it('gives the three travel tips', () => {
    render(<ItineraryTab booking={bookingDetailFixture()} />);
    const tips = within(screen.getByRole('region', { name: 'Travel tips' }));
    expect(tips.getByText(/passport is valid for at least 6 months/)).toBeVisible();
    expect(tips.getByText(/Arrive at the airport 2-3 hours before/)).toBeVisible();
    expect(
      tips.getByText('Flight changes made less than 7 days before departure may cost more.'),
    ).toBeVisible();
  });
});
