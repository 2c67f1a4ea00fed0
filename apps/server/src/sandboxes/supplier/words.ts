/** Word lists and templates for generated hotel content (sandbox supplier). */

export const NAME_PREFIXES = [
  'Hotel',
  'Grand',
  'Villa',
  'Aparthotel',
  'Club',
  'Palace',
  'Casa',
  'Royal',
  'Sunset',
  'Blue Sea',
  'Golden',
  'Azure',
  'Sol',
  'Marina',
  'Olive Grove',
  'Paradise',
  'Coral',
  'Pearl',
  'Sunrise',
  'Horizon',
  'Harbour',
  'Lighthouse',
  'Seashell',
  'Palm',
  'Mediterranean',
  'Crystal',
  'Costa',
  'Bella Vista',
  'White Sands',
  'Lemon Tree',
];

export const NAME_SUFFIXES = [
  'Resort',
  'Beach Hotel',
  'Suites',
  'Spa & Resort',
  'Apartments',
  'Hotel',
  'Palace',
  'Gardens',
  'Bay',
  'Village',
  'Beach Club',
  'Boutique Hotel',
  'Plaza',
  'Park',
  'Residence',
  'Sands',
  'Heights',
  'Terrace',
  'Retreat',
  'Collection',
  'Family Resort',
  'Lodge',
];

export const FACILITIES = [
  'Pool',
  'Spa',
  'Kids Club',
  'Gym',
  'Free WiFi',
  'Beach Access',
  'Restaurant',
  'Bar',
  'Air Conditioning',
  'Parking',
] as const;

export const FEATURES = [
  'Beachfront',
  'Sea views',
  'Walk to the beach',
  'Swim-up rooms',
  'Waterpark',
  'Quiet location',
  'Close to nightlife',
  'Old town nearby',
  'Golf nearby',
  'Rooftop terrace',
  'Evening entertainment',
  "Children's pool",
  'Accessible rooms',
  'Sun terrace',
  'Poolside snack bar',
  '24-hour reception',
  'Airport shuttle available',
  'Tennis courts',
  'Water sports',
  'Lift to all floors',
];

export interface RoomTemplate {
  code: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  maxInfants: number;
  /** Multiplier on the hotel's base double rate. */
  factor: number;
  apartment: boolean;
}

export const ROOM_TEMPLATES: RoomTemplate[] = [
  {
    code: 'DBL',
    name: 'Standard Double Room',
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 1,
    apartment: false,
  },
  {
    code: 'TWN',
    name: 'Standard Twin Room',
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 1,
    apartment: false,
  },
  {
    code: 'DBL-SV',
    name: 'Double Room Sea View',
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 1.18,
    apartment: false,
  },
  {
    code: 'SUP',
    name: 'Superior Room',
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 1.25,
    apartment: false,
  },
  {
    code: 'TRP',
    name: 'Triple Room',
    maxAdults: 3,
    maxChildren: 1,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 1.3,
    apartment: false,
  },
  {
    code: 'FAM',
    name: 'Family Room',
    maxAdults: 4,
    maxChildren: 3,
    maxOccupancy: 5,
    maxInfants: 2,
    factor: 1.5,
    apartment: false,
  },
  {
    code: 'JS',
    name: 'Junior Suite',
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    maxInfants: 1,
    factor: 1.6,
    apartment: false,
  },
  {
    code: 'STE',
    name: 'Suite',
    maxAdults: 4,
    maxChildren: 2,
    maxOccupancy: 4,
    maxInfants: 1,
    factor: 2,
    apartment: false,
  },
  {
    code: 'SWIM',
    name: 'Swim-up Room',
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 1.65,
    apartment: false,
  },
  {
    code: 'SGL',
    name: 'Single Room',
    maxAdults: 1,
    maxChildren: 0,
    maxOccupancy: 1,
    maxInfants: 1,
    factor: 0.72,
    apartment: false,
  },
  {
    code: 'STU',
    name: 'Studio',
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    maxInfants: 1,
    factor: 0.9,
    apartment: true,
  },
  {
    code: 'APT1',
    name: 'One Bedroom Apartment',
    maxAdults: 4,
    maxChildren: 2,
    maxOccupancy: 4,
    maxInfants: 1,
    factor: 1.2,
    apartment: true,
  },
  {
    code: 'APT2',
    name: 'Two Bedroom Apartment',
    maxAdults: 6,
    maxChildren: 4,
    maxOccupancy: 6,
    maxInfants: 2,
    factor: 1.65,
    apartment: true,
  },
];

export const DESCRIPTION_OPENERS = [
  '{name} is a {stars}-star {kind} in {resort}, on the {region} coast of {country}.',
  'Set in {resort}, {name} is a welcoming {stars}-star {kind} with plenty of {region} sunshine.',
  'A {stars}-star {kind} in {resort}, {name} puts the best of {region} on your doorstep.',
  '{name} sits in {resort}, one of the favourite spots in {region}, {country}.',
];

export const DESCRIPTION_LOCATION = [
  'The beach is about {beachM} metres away and the centre of {resort} is a short stroll.',
  'It is around {beachM} metres from the sea, with shops, cafés and bars nearby.',
  'You are roughly {beachM} metres from the beach, and local buses stop close by.',
];

export const DESCRIPTION_FACILITIES = [
  'Facilities include {facilities}.',
  'Guests can enjoy {facilities}.',
  'On site you will find {facilities}.',
];

export const DESCRIPTION_CLOSERS_FAMILY = [
  'Families are well looked after, with activities for children throughout the day.',
  "There is plenty to keep younger guests busy, including a children's pool.",
];

export const DESCRIPTION_CLOSERS_ADULTS = [
  'This is an adults-only hotel, ideal for a quiet, grown-up break.',
  'As an adults-only retreat, it is made for couples and friends looking to unwind.',
];

export const DESCRIPTION_CLOSERS = [
  '{airport} airport is about {transferMin} minutes away by road.',
  'Transfers from {airport} airport take around {transferMin} minutes.',
];

export const STREET_WORDS = [
  'Avenida del Mar',
  'Calle Mayor',
  'Seafront Promenade',
  'Beach Road',
  'Harbour Street',
  'Coast Road',
  'Main Street',
  'Marina Walk',
  'Olive Lane',
  'Palm Avenue',
];
