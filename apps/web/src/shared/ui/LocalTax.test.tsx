import { touristTaxEstimate, type TouristTaxEstimate } from '@sunward/contracts/tourist-tax';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocalTax } from './LocalTax';

const estimate: TouristTaxEstimate = {
  place: 'Balearic Islands (Majorca, Menorca, Ibiza)',
  country: 'Spain',
  taxType: 'per_person_per_night',
  currency: 'EUR',
  amount: 4200,
  amountPence: 3684,
  exchangeRate: { perGbp: 1.14, asOf: '2025-11-03' },
  collectedAtHotel: true,
  confirmed: true,
  chargingPlaces: ['Balearic Islands (Majorca, Menorca, Ibiza)', 'Barcelona city'],
  nightsCharged: 7,
  guestsCharged: 2,
  guestsExempt: 1,
  notes: ['Under 16s exempt (1 guest)'],
  lastChecked: '2026-11-28',
};

function renderTax(value: TouristTaxEstimate, totalPence = 250_000) {
  const router = createMemoryRouter(
    [{ path: '/', element: <LocalTax estimate={value} totalPence={totalPence} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('LocalTax', () => {
  it("shows 'Payable at the hotel: about €X (£Y)' and the total including local taxes", () => {
    renderTax(estimate);
    expect(screen.getByTestId('local-tax-payable')).toHaveTextContent('about €42.00 (£36.84)');
    expect(screen.getByTestId('local-tax')).toHaveTextContent(
      'Payable at the hotel: about €42.00 (£36.84)',
    );
    expect(screen.getByTestId('total-including-local-taxes')).toHaveTextContent('£2,536.84');
    expect(screen.getByText('Total including local taxes')).toBeVisible();
    expect(screen.getByTestId('local-tax')).toHaveTextContent(
      'Balearic Islands (Majorca, Menorca, Ibiza) tourist tax: Under 16s exempt (1 guest). £1 = €1.14 on 3 November 2025.',
    );
    expect(screen.getByRole('link', { name: 'About tourist taxes' })).toHaveAttribute(
      'href',
      '/tourist-tax',
    );
  });

  it('says when nothing is payable at the hotel, and which places of the country charge', () => {
    renderTax({
      ...estimate,
      place: 'Torremolinos',
      amount: 0,
      amountPence: 0,
      taxType: 'none',
      notes: [],
    });
    expect(screen.getByText('No tourist tax to pay at the hotel in Torremolinos.')).toBeVisible();
    expect(screen.getByTestId('local-tax')).toHaveTextContent(
      'In Spain, a tourist tax is charged in: Balearic Islands (Majorca, Menorca, Ibiza); Barcelona city.',
    );
    expect(screen.queryByText('Total including local taxes')).toBeNull();
  });

  it('says why nothing is due out of season', () => {
    renderTax({
      ...estimate,
      place: 'Albufeira',
      country: 'Portugal',
      chargingPlaces: ['Albufeira', 'Lisbon'],
      amount: 0,
      amountPence: 0,
      notes: ['Nothing to pay for 7 nights out of season'],
    });
    expect(screen.getByText('No tourist tax to pay at the hotel in Albufeira.')).toBeVisible();
    expect(screen.getByTestId('local-tax')).toHaveTextContent(
      'Nothing to pay for 7 nights out of season. In Portugal, a tourist tax is charged in: Lisbon.',
    );
  });

  it('says a rate is not confirmed, with no amount and no total', () => {
    renderTax({
      ...estimate,
      place: 'Polignano a Mare',
      country: 'Italy',
      chargingPlaces: ['Rome', 'Florence'],
      amount: 0,
      amountPence: 0,
      confirmed: false,
      notes: ['Rate not confirmed — check with your accommodation'],
    });
    expect(screen.getByTestId('local-tax-not-confirmed')).toHaveTextContent(
      'Tourist tax in Polignano a Mare: rate not confirmed — check with your accommodation.',
    );
    expect(screen.queryByTestId('local-tax-payable')).toBeNull();
    expect(screen.queryByText('Total including local taxes')).toBeNull();
    expect(screen.getByTestId('local-tax')).toHaveTextContent(
      'In Italy, a tourist tax is charged in: Rome; Florence.',
    );
  });

  it('says the tax is in the price where the hotel includes it', () => {
    renderTax({ ...estimate, amount: 0, amountPence: 0, collectedAtHotel: false });
    expect(screen.getByText('Local tourist tax is included in the price.')).toBeVisible();
  });

  it('reads an estimate a booking kept from before rates could be unconfirmed as confirmed', () => {
    const older: Record<string, unknown> = { ...estimate };
    delete older.confirmed;
    delete older.chargingPlaces;
    const parsed = touristTaxEstimate.parse(older);
    expect(parsed).toMatchObject({ confirmed: true, chargingPlaces: [] });
    renderTax(parsed);
    expect(screen.getByTestId('local-tax-payable')).toHaveTextContent('about €42.00 (£36.84)');
  });
});
