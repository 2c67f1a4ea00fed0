import type { HotelDetails } from '@sunward/contracts/search';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resultFlight, resultHotel } from '../../../test/search-fixtures';
import { PackageSummary } from './PackageSummary';

function hotel(depositAvailable: boolean, isHotelOnly: boolean): HotelDetails {
  const base = resultHotel(1, { isHotelOnly });
  return {
    ...base,
    package: { ...base.package, depositAvailable },
    description: '',
    address: '',
    room_options: [],
  };
}

function renderSummary(depositAvailable: boolean, hotelOnly: boolean, standardPence = 120_000) {
  return render(
    <PackageSummary
      hotel={hotel(depositAvailable, hotelOnly)}
      rooms={[{ name: 'Double room', board: 'Half Board', pence: 120_000, standardPence }]}
      flight={hotelOnly ? null : resultFlight(1)}
      hotelOnly={hotelOnly}
      people={2}
      party="2 adults"
      ready
      onBookNow={() => undefined}
      booking={false}
    />,
  );
}

describe('PackageSummary claims', () => {
  it('claims a deposit and ATOL protection for a package far enough ahead', () => {
    renderSummary(true, false);
    expect(screen.getByText('Deposits from £49pp. ATOL protected.')).toBeInTheDocument();
  });

  it('says pay in full when departure is too soon for a deposit', () => {
    renderSummary(false, false);
    expect(
      screen.getByText('Pay in full: departure is too soon for a deposit. ATOL protected.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Deposits from/)).toBeNull();
  });

  it('never says ATOL protected for a hotel-only stay', () => {
    renderSummary(true, true);
    expect(screen.queryByText(/ATOL protected\./)).toBeNull();
    expect(screen.getByText(/Not ATOL protected \(no flight\)/)).toBeInTheDocument();
  });

  it('strikes through the standard price beside an offer price, with the saving; nothing without an offer', () => {
    const flight = resultFlight(1).cost;
    const { unmount } = renderSummary(true, false, 150_000);
    expect(screen.getByTestId('package-standard-total')).toHaveTextContent(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
        (150_000 + flight) / 100,
      ),
    );
    expect(screen.getByText(/on our standard price for these dates$/)).toHaveTextContent(
      `Save £300 (${String(Math.floor((30_000 * 100) / (150_000 + flight)))}%)`,
    );
    unmount();
    renderSummary(true, false);
    expect(screen.queryByTestId('package-standard-total')).toBeNull();
    expect(screen.queryByText(/standard price/)).toBeNull();
  });
});
