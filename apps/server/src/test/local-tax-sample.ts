import type { TouristTaxEstimate } from '@sunward/contracts/tourist-tax';

/** A Majorca family's tourist tax as the estimate answers it: €42.00 at €1.14 to the pound. */
export const sampleLocalTax: TouristTaxEstimate = {
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
