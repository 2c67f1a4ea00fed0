/**
 * Included hold baggage by outbound airline code (docs/spec/1-shell-search-package.md §2 'Holiday card'). Codes not listed
 * show no badge.
 */
export const BAGGAGE_ALLOWANCE_KG: Readonly<Record<string, number>> = {
  XQE: 20, // SunExpress
  XQC: 20, // SunExpress
  SUNEXPRESS: 20, // SunExpress
  NOP: 23, // Norwegian Air Plus
  AIM: 20, // KM Malta Airlines Economy Plus
  AMF: 20, // KM Malta Airlines Economy Flex
  FHO: 20, // Freebird Airlines Ecobird
};

export interface BaggageBadge {
  kg: number;
  /** '{n}kg bags included as standard' */
  text: string;
  /** '{n}kg included' */
  short: string;
}

/** The baggage badge for an airline code, or null when the airline is not in the table. */
export function baggageBadge(airlineCode: string | null | undefined): BaggageBadge | null {
  const code = airlineCode?.trim().toUpperCase() ?? '';
  const kg = Object.hasOwn(BAGGAGE_ALLOWANCE_KG, code) ? BAGGAGE_ALLOWANCE_KG[code] : undefined;
  if (kg === undefined) return null;
  return { kg, text: `${kg}kg bags included as standard`, short: `${kg}kg included` };
}
