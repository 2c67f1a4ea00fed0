import type { TouristTaxCountry } from '@sunward/contracts/tourist-tax';

/**
 * The country search (docs/spec/3-accounts-bookings-content.md §5): a case-insensitive match on the
 * name or description; a region's or city's name or description counts too, so 'Majorca' finds Spain.
 */
export function filterCountries(
  countries: readonly TouristTaxCountry[],
  query: string,
): TouristTaxCountry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...countries];
  return countries.filter((country) =>
    [
      country.name,
      country.description,
      ...country.regions.flatMap((r) => [r.name, r.description]),
    ].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** '1 destination(s) found' as the spec words the count. */
export function countText(count: number): string {
  return `${count} destination(s) found`;
}
