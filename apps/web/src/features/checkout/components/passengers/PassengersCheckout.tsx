import type { CheckoutView } from '@sunward/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCheckoutTimer } from '../../../../shared/stores/checkout-timer';
import { useSession } from '../../../../shared/stores/session';
import { billingPrefillQuery } from '../../api/fetch-billing-prefill';
import { useCheckoutSteps } from '../../hooks/use-checkout-steps';
import { useCheckoutGuest } from '../../store';
import { CheckoutTimer } from '../CheckoutTimer';
import { AccordionSection } from './Accordion';
import { AgreementsSection } from './AgreementsSection';
import { BillingForm } from './BillingForm';
import { CheckoutSummary } from './CheckoutSummary';
import { PassengersSection } from './PassengersSection';
import { PaymentSection } from './PaymentSection';
import { PlanSelector } from './PlanSelector';
import { SignInBox } from './SignInBox';

/**
 * The passengers page once the checkout is loaded: sign-in or guest, then five steps opened in
 * turn (passengers, billing, agreements, payment plan, payment) beside the timer and the summary.
 */
export function PassengersCheckout({ view, onGone }: { view: CheckoutView; onGone: () => void }) {
  const userId = useSession((s) => (s.token ? (s.user?.id ?? null) : null));
  const guest = useCheckoutGuest((s) => s.guestFor === view.uuid);
  const [signedInHere, setSignedInHere] = useState(false);

  const steps = useCheckoutSteps(view);
  // A signed-in customer's billing details are read with the page, so the billing form has them
  // when it opens instead of filling a field under the customer's typing.
  useQuery({ ...billingPrefillQuery(userId), enabled: userId !== null && view.billing === null });

  // The server's hold is the clock's deadline (a reload in another tab, a hold extended).
  useEffect(() => {
    const at = Date.parse(view.expires_at);
    if (useCheckoutTimer.getState().expiresAt !== at) useCheckoutTimer.getState().start(at);
  }, [view.expires_at]);

  const savedCount = view.passengers.length;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6">
      <Link
        to="/book/extras"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to Extras
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold text-brand-900 sm:text-3xl">Passenger Details</h1>
      <p className="mt-1 text-slate-700">
        Tell us who is travelling, then choose how you would like to pay.
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <CheckoutTimer />
        </div>
        <div className="space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {!userId && !guest && (
            <SignInBox
              onGuest={() => {
                useCheckoutGuest.getState().continueAsGuest(view.uuid);
                steps.refocusOpenStep();
              }}
              onSignedIn={() => {
                setSignedInHere(true);
                steps.refocusOpenStep();
              }}
            />
          )}
          <AccordionSection
            id="passengers"
            step="1"
            title="Passenger information"
            summary={`${String(Math.min(savedCount, steps.count))} of ${String(steps.count)} passengers saved`}
            status={steps.status('passengers')}
            open={steps.isOpen('passengers')}
            onToggle={() => steps.toggle('passengers')}
          >
            <PassengersSection
              view={view}
              openIndex={steps.openPassenger}
              onToggle={steps.togglePassenger}
              onSaved={steps.passengerSaved}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="billing"
            step="2"
            title="Billing details"
            summary={view.billing ? `${view.billing.email} · ${view.billing.postcode}` : undefined}
            status={steps.status('billing')}
            open={steps.isOpen('billing')}
            onToggle={() => steps.toggle('billing')}
          >
            <BillingForm
              uuid={view.uuid}
              saved={view.billing}
              userId={userId}
              announcePrefill={!signedInHere}
              onComplete={steps.billingComplete}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="agreements"
            step="3"
            title="Terms and agreements"
            summary={view.agreements_accepted ? 'Accepted' : undefined}
            status={steps.status('agreements')}
            open={steps.isOpen('agreements')}
            onToggle={() => steps.toggle('agreements')}
          >
            <AgreementsSection
              uuid={view.uuid}
              airlineRequired={view.airline_terms_required}
              airline={view.flight?.outbound.airline ?? 'Ryanair'}
              accepted={view.agreements_accepted}
              onComplete={() => steps.goTo('plan')}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="plan"
            step="4"
            title="Payment plan"
            status={steps.status('plan')}
            open={steps.isOpen('plan')}
            onToggle={() => steps.toggle('plan')}
          >
            <PlanSelector
              uuid={view.uuid}
              planId={view.plan_id}
              onConfirmed={() => steps.goTo('payment')}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="payment"
            step="5"
            title="Payment"
            status={steps.status('payment')}
            open={steps.isOpen('payment')}
            onToggle={() => steps.toggle('payment')}
          >
            {view.plan_id && <PaymentSection uuid={view.uuid} planId={view.plan_id} />}
          </AccordionSection>
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-2">
          <CheckoutSummary view={view} />
        </div>
      </div>
    </div>
  );
}
