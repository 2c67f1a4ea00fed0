import type { DestinationsResponse } from '@sunward/contracts/search';

/** docs/spec/1-shell-search-package.md §4: when the destination list cannot load, a small built-in list keeps search usable. */
export const fallbackDestinations: DestinationsResponse['countries'] = [
  {
    id: 1,
    name: 'Spain',
    regions: [
      { id: 1, name: 'Costa del Sol', hotels: 0 },
      { id: 10, name: 'Majorca', hotels: 0 },
      { id: 13, name: 'Tenerife', hotels: 0 },
      { id: 15, name: 'Lanzarote', hotels: 0 },
    ],
  },
  { id: 2, name: 'Portugal', regions: [{ id: 18, name: 'Algarve', hotels: 0 }] },
  {
    id: 3,
    name: 'Greece',
    regions: [
      { id: 22, name: 'Crete - Heraklion', hotels: 0 },
      { id: 28, name: 'Corfu', hotels: 0 },
    ],
  },
  { id: 4, name: 'Cyprus', regions: [{ id: 39, name: 'Paphos', hotels: 0 }] },
  { id: 5, name: 'Turkey', regions: [{ id: 42, name: 'Antalya Coast', hotels: 0 }] },
  { id: 6, name: 'Malta', regions: [{ id: 46, name: 'Malta', hotels: 0 }] },
];
