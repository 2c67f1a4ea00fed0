/**
 * A price per person, used wherever one is shown (results, deals, the deal page): the party's
 * exact total in pence divided by its adults and children (infants are not priced per person),
 * rounded to the penny. Screens then show it in whole pounds, rounded, so one holiday shows one
 * per-person price everywhere.
 */
export function perPersonPence(
  totalPence: number,
  party: { readonly adults: number; readonly children: number },
): number {
  return Math.round(totalPence / Math.max(1, party.adults + party.children));
}
