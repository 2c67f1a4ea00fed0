import type { CheckoutView } from '@sunward/contracts/checkout';
import { useEffect, useRef, useState } from 'react';
import { toggleId, type SectionStatus } from '../components/passengers/Accordion';
import {
  allPassengersSaved,
  billingConfirmed,
  firstOpenStep,
  firstUnsavedPassenger,
  passengerCount,
  type Step,
} from '../lib/checkout-steps';

/**
 * The passengers page's steps (docs/spec/2-checkout-payment.md §2 'Passengers page'): which are
 * done and which may be opened, from what the server holds; which step and passenger are open;
 * and the focus, which follows the flow to the heading button of the step just opened.
 */
export function useCheckoutSteps(view: CheckoutView) {
  // A customer who accepted a changed price at the billing step goes on too (see BillingForm).
  const [acceptedNewPrice, setAcceptedNewPrice] = useState(false);
  const count = passengerCount(view);
  const passengersDone = allPassengersSaved(view);
  const billingDone =
    passengersDone && (billingConfirmed(view) || (acceptedNewPrice && view.billing !== null));
  const agreementsDone = billingDone && view.agreements_accepted;
  const planDone = agreementsDone && view.plan_id !== null;
  const available: Record<Step, boolean> = {
    passengers: true,
    billing: passengersDone,
    agreements: billingDone,
    plan: agreementsDone,
    payment: planDone,
  };
  const done: Record<Step, boolean> = {
    passengers: passengersDone,
    billing: billingDone,
    agreements: agreementsDone,
    plan: planDone,
    payment: false,
  };
  const status = (step: Step): SectionStatus =>
    !available[step] ? 'locked' : done[step] ? 'complete' : 'current';

  const [open, setOpen] = useState<Step | null>(() => firstOpenStep(view));
  const [openPassenger, setOpenPassenger] = useState<number | null>(() =>
    firstUnsavedPassenger(view),
  );

  const focusNext = useRef<string | null>(null);
  // A step unlocked by a save may render a moment after the save resolves: focus waits for it.
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    const button = document.getElementById(toggleId(key));
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    focusNext.current = null;
    button.focus();
  });
  const goTo = (step: Step, passenger?: number) => {
    setOpen(step);
    if (passenger !== undefined) setOpenPassenger(passenger);
    focusNext.current = passenger === undefined ? step : `passenger-${String(passenger)}`;
  };

  return {
    count,
    status,
    /** Whether a step's section is open (a locked step stays closed). */
    isOpen: (step: Step) => open === step && available[step],
    toggle: (step: Step) => setOpen((o) => (o === step ? null : step)),
    openPassenger,
    togglePassenger: (i: number) => setOpenPassenger((o) => (o === i ? null : i)),
    goTo,
    /** After a passenger is saved: the next passenger, the first still missing, or billing. */
    passengerSaved: (index: number) => {
      const saved = new Set([...view.passengers.map((p) => p.index), index]);
      if (index + 1 < count) return goTo('passengers', index + 1);
      const missing = Array.from({ length: count }, (_, i) => i).find((i) => !saved.has(i));
      if (missing === undefined) {
        setOpenPassenger(null);
        goTo('billing');
      } else {
        goTo('passengers', missing);
      }
    },
    /** Billing confirmed (at a changed price when `newPrice`): on to the agreements. */
    billingComplete: (newPrice: boolean) => {
      if (newPrice) setAcceptedNewPrice(true);
      goTo('agreements');
    },
    /** Signing in or going on as a guest puts the focus back on the open step. */
    refocusOpenStep: () => {
      if (open) focusNext.current = open;
    },
  };
}
