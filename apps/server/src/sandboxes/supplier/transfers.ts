/**
 * Airport transfers per resort and arrival airport, using only the vehicle types docs/spec/2-checkout-payment.md §5
 * allows, and the live quote for a party (plus the 'No Transfer' option).
 */

import type {
  Airport,
  Resort,
  TransferProduct,
  TransferQuery,
  TransferQuote,
  TransferVehicleType,
} from '../../integrations/supplier/supplier';
import { distanceKm } from './geo';
import { shiftLocalTime } from '../../lib/dates';
import { hash32, Rng } from '../../lib/prng';

const TRANSFER_STREAM = 0x545246;
export const TRANSFER_SUPPLIER = 'sunward-sandbox-transfers';

interface VehicleSpec {
  type: TransferVehicleType;
  pricing: 'per_person' | 'per_vehicle';
  maxPassengers: number;
  /** Price multiplier on the private-car price (per vehicle) or the shuttle price (per person). */
  factor: number;
  chance: number;
  description: string;
}

const VEHICLES: VehicleSpec[] = [
  {
    type: 'Shuttle Bus',
    pricing: 'per_person',
    maxPassengers: 16,
    factor: 1,
    chance: 1,
    description: 'Shared coach with stops at other hotels on the way.',
  },
  {
    type: 'Express shuttle',
    pricing: 'per_person',
    maxPassengers: 8,
    factor: 1.6,
    chance: 0.5,
    description: 'Shared minibus with no more than three stops.',
  },
  {
    type: 'Private Transfer',
    pricing: 'per_vehicle',
    maxPassengers: 3,
    factor: 1,
    chance: 1,
    description: 'Private car straight to your hotel, for up to 3 passengers.',
  },
  {
    type: 'Minivan',
    pricing: 'per_vehicle',
    maxPassengers: 6,
    factor: 1.3,
    chance: 0.6,
    description: 'Private people carrier for up to 6 passengers and luggage.',
  },
  {
    type: 'Private Minibus',
    pricing: 'per_vehicle',
    maxPassengers: 8,
    factor: 1.7,
    chance: 0.8,
    description: 'Private minibus for groups of up to 8.',
  },
  {
    type: 'Premium Transfer',
    pricing: 'per_vehicle',
    maxPassengers: 4,
    factor: 1.8,
    chance: 0.3,
    description: 'Premium saloon with meet-and-greet in arrivals.',
  },
  {
    type: 'VIP Car',
    pricing: 'per_vehicle',
    maxPassengers: 3,
    factor: 2.2,
    chance: 0.4,
    description: 'Luxury car with a chauffeur, water and Wi-Fi on board.',
  },
];

/** Road distance and time from an airport to a resort, rounded. */
export function roadRoute(resort: Resort, airport: Airport): { km: number; minutes: number } {
  const km = Math.round(distanceKm(resort.lat, resort.lon, airport.lat, airport.lon) * 1.3 + 3);
  return { km, minutes: Math.round((km / 55) * 60 + 10) };
}

export function generateTransfers(
  seed: number,
  resorts: Resort[],
  airportsByCode: Map<string, Airport>,
  priceLevelByResort: Map<number, number>,
): TransferProduct[] {
  const products: TransferProduct[] = [];
  for (const resort of resorts) {
    resort.airportCodes.forEach((code, k) => {
      const airport = airportsByCode.get(code);
      if (!airport) return;
      const rng = new Rng(hash32(seed, TRANSFER_STREAM, resort.id, k));
      const { km, minutes } = roadRoute(resort, airport);
      const level = Math.sqrt(priceLevelByResort.get(resort.id) ?? 1);
      const shuttle = (800 + km * 14) * level * rng.float(0.9, 1.15);
      const privateCar = (4000 + km * 95) * level * rng.float(0.9, 1.15);
      for (const v of VEHICLES) {
        if (!rng.chance(v.chance)) continue;
        const base = v.pricing === 'per_person' ? shuttle : privateCar;
        const duration =
          v.type === 'Shuttle Bus'
            ? Math.round(minutes * 1.5 + 15)
            : v.type === 'Express shuttle'
              ? Math.round(minutes * 1.2 + 5)
              : minutes;
        products.push({
          id: `TRF-${resort.id}-${code}-${v.type.replace(/\s+/g, '-').toUpperCase()}`,
          resortId: resort.id,
          airportCode: code,
          vehicleType: v.type,
          name: `${v.type} to ${resort.name}`,
          description: v.description,
          supplier: TRANSFER_SUPPLIER,
          pricing: v.pricing,
          unitPricePence: Math.round((base * v.factor) / 10) * 10,
          maxPassengers: v.maxPassengers,
          durationMinutes: duration,
          distanceKm: km,
        });
      }
    });
  }
  return products;
}

export const NO_TRANSFER: TransferQuote = {
  id: 'none',
  vehicleType: null,
  name: 'No Transfer',
  description: 'I will make my own way to the hotel.',
  supplier: TRANSFER_SUPPLIER,
  totalPence: 0,
  vehicles: 0,
  durationMinutes: 0,
  distanceKm: 0,
  collections: { arrival: null, departure: null },
};

/** Collection after landing: bags and passport control first (sandbox rule, like a real DMC's). */
export const ARRIVAL_COLLECTION_AFTER_MINUTES = 45;
/** Collection before the flight home: the drive plus check-in and security. */
export const RETURN_COLLECTION_BEFORE_MINUTES = 180;

/**
 * When the driver comes: 45 minutes after landing (rounded up to 5 minutes) and 3 hours before the
 * flight home (rounded down to 5 minutes), both in local time; unknown without flights.
 */
export function collectionTimes(flights: TransferQuery['flights']): TransferQuote['collections'] {
  if (!flights) return { arrival: null, departure: null };
  return {
    arrival: shiftLocalTime(flights.arrivesLocal, ARRIVAL_COLLECTION_AFTER_MINUTES, 5, 'up'),
    departure: shiftLocalTime(
      flights.returnDepartsLocal,
      -RETURN_COLLECTION_BEFORE_MINUTES,
      5,
      'down',
    ),
  };
}

/** Quotes for a party (passengers excluding infants, who ride free but need a seat in cars). */
export function quoteTransfers(
  products: TransferProduct[],
  passengers: number,
  infants: number,
  flights?: TransferQuery['flights'],
): TransferQuote[] {
  const collections = collectionTimes(flights);
  const quotes: TransferQuote[] = [];
  for (const p of products) {
    if (p.pricing === 'per_person') {
      if (passengers + infants > p.maxPassengers) continue;
      quotes.push({
        id: p.id,
        vehicleType: p.vehicleType,
        name: p.name,
        description: p.description,
        supplier: p.supplier,
        totalPence: p.unitPricePence * passengers,
        vehicles: 1,
        durationMinutes: p.durationMinutes,
        distanceKm: p.distanceKm,
        collections,
      });
    } else {
      const vehicles = Math.ceil((passengers + infants) / p.maxPassengers);
      quotes.push({
        id: p.id,
        vehicleType: p.vehicleType,
        name: vehicles > 1 ? `${p.name} (${vehicles} vehicles)` : p.name,
        description: p.description,
        supplier: p.supplier,
        totalPence: p.unitPricePence * vehicles,
        vehicles,
        durationMinutes: p.durationMinutes,
        distanceKm: p.distanceKm,
        collections,
      });
    }
  }
  quotes.sort((a, b) => a.totalPence - b.totalPence || a.id.localeCompare(b.id));
  return [NO_TRANSFER, ...quotes];
}
