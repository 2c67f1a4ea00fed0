import { checkoutStates, type CheckoutState, type CheckoutView } from '@sunward/contracts/checkout';

/** The passengers page's steps, in order (docs/spec/2-checkout-payment.md §2 'Passengers page'). */
export type Step = 'passengers' | 'billing' | 'agreements' | 'plan' | 'payment';

/**
 * How many passenger forms a party needs: adults, then children, then infants (who travel on a lap
 * but are named like everyone: airlines and the ATOL certificate need each traveller).
 */
export const passengerCount = (view: CheckoutView) =>
  view.party.adults + view.party.children + view.party.infants;

/** Every passenger the party needs is saved on the server. */
export function allPassengersSaved(view: CheckoutView): boolean {
  const saved = new Set(view.passengers.map((p) => p.index));
  return Array.from({ length: passengerCount(view) }, (_, i) => i).every((i) => saved.has(i));
}

/** The first passenger not yet saved, or null. */
export function firstUnsavedPassenger(view: CheckoutView): number | null {
  const saved = new Set(view.passengers.map((p) => p.index));
  for (let i = 0; i < passengerCount(view); i++) if (!saved.has(i)) return i;
  return null;
}

/** The server's state is at or past `target` (it only moves forward). */
const reached = (state: CheckoutState, target: CheckoutState) =>
  checkoutStates.indexOf(state) >= checkoutStates.indexOf(target);

/** Billing counts once saved and its prices confirmed (the server then says 'prices_confirmed'). */
export const billingConfirmed = (view: CheckoutView) =>
  view.billing !== null && reached(view.state, 'prices_confirmed');

/** Where a (re)loaded checkout picks up: the first step the server does not hold yet. */
export function firstOpenStep(view: CheckoutView): Step {
  if (!allPassengersSaved(view)) return 'passengers';
  if (!billingConfirmed(view)) return 'billing';
  if (!view.agreements_accepted) return 'agreements';
  if (!view.plan_id) return 'plan';
  return 'payment';
}
