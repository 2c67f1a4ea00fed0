/**
 * The marketing claims a holiday may carry, only where they are true for it: a deposit only when
 * checkout will offer a deposit plan for its departure, ATOL protection only when a flight is
 * included (a hotel-only stay is protected by the trust account instead).
 */
export const DEPOSIT_CLAIM = 'Deposits from £49pp';
export const NO_DEPOSIT = 'Pay in full: departure is too soon for a deposit.';
export const ATOL_CLAIM = 'ATOL protected';
export const HOTEL_ONLY_PROTECTION =
  'Not ATOL protected (no flight); your money is held in a trust account.';

/** What a holiday says about deposits. */
export const depositClaim = (depositAvailable: boolean) =>
  depositAvailable ? DEPOSIT_CLAIM : NO_DEPOSIT;

/** The deposit and protection claims of one holiday, as one line of small print. */
export function holidayClaims(depositAvailable: boolean, hotelOnly: boolean): string {
  const deposit = depositAvailable ? `${DEPOSIT_CLAIM}.` : NO_DEPOSIT;
  return `${deposit} ${hotelOnly ? HOTEL_ONLY_PROTECTION : `${ATOL_CLAIM}.`}`;
}

/**
 * A saving stated against the real price it is measured from (the same stay at the hotel's
 * standard price), never overstated: whole pounds and percent both rounded down.
 */
export function savingClaim(savingPence: number, standardPence: number): string {
  const pounds = Math.floor(savingPence / 100).toLocaleString('en-GB');
  const percent = standardPence > 0 ? Math.floor((savingPence * 100) / standardPence) : 0;
  return `Save £${pounds} (${String(percent)}%) on our standard price for these dates`;
}
