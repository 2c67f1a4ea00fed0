import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AIRPORT_QUERY_MIN, airportsQuery } from '../api/airport-search';

/** docs/spec/1-shell-search-package.md §5 'Airport search': 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the airport list says instead of options: too short, still searching, failed, nothing. */
export type AirportSearchStatus = 'too-short' | 'searching' | 'failed' | 'none-found' | null;

export const airportLabel = (name: string, code: string) => `${name} (${code})`;

export interface AirportOption {
  /** The 3-letter IATA code: the option's key and what choosing it sets. */
  id: string;
  name: string;
  /** 'Name (CODE)': what the input shows once the airport is chosen. */
  label: string;
}

/**
 * The airport search behind the transfer form's airport field: searches the typed text once it
 * has 3 characters and has not changed for 300 ms, only while the list is open and nothing is
 * chosen, and says what the list shows (options, or a status in their place).
 */
export function useAirportSearch(text: string, chosen: boolean, open: boolean) {
  const typed = text.trim();
  const [term, setTerm] = useState(typed);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(typed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const settled = !chosen && typed.length >= AIRPORT_QUERY_MIN && term === typed;
  const airports = useQuery({ ...airportsQuery(term), enabled: open && settled });
  const options: AirportOption[] =
    settled && airports.data
      ? airports.data.map((a) => ({
          id: a.iata_code,
          name: a.name,
          label: airportLabel(a.name, a.iata_code),
        }))
      : [];

  let status: AirportSearchStatus = null;
  if (typed.length < AIRPORT_QUERY_MIN) status = 'too-short';
  else if (!settled || airports.isPending) status = 'searching';
  else if (airports.isError) status = 'failed';
  else if (options.length === 0) status = 'none-found';
  return { options, status };
}
