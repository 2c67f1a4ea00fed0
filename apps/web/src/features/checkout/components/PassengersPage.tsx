import { checkoutStates, type CheckoutState, type CheckoutView } from '@sunward/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { describeError } from '../../../shared/lib/errors';
import { packagePath } from '../../../shared/lib/open-package';
import { useSession } from '../../../shared/stores/session';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { checkoutQuery } from '../api/get-checkout';
import { useCheckout } from '../../../shared/stores/checkout';
import { useCheckoutTimer } from '../../../shared/stores/checkout-timer';
import { CheckoutTimer } from './CheckoutTimer';
import { SessionExpired } from './SessionExpired';
import { AccordionSection, toggleId, type SectionStatus } from './passengers/Accordion';
import { AgreementsSection } from './passengers/AgreementsSection';
import { BillingForm } from './passengers/BillingForm';
import { CheckoutSummary } from './passengers/CheckoutSummary';
import { useCheckoutGuest } from '../store';
import {
  allPassengersSaved,
  firstUnsavedPassenger,
  passengerCount,
  PassengersSection,
} from './passengers/PassengersSection';
import { PaymentSection } from './passengers/PaymentSection';
import { PlanSelector } from './passengers/PlanSelector';
import { SignInBox } from './passengers/SignInBox';

/** /book/passengers (docs/spec/2-checkout-payment.md §2 'Passengers page'). */
export default function PassengersPage() {
  const uuid = useCheckout((s) => s.itineraryUuid);
  if (!uuid) return <Navigate to="/" replace />;
  return <PassengersLoader uuid={uuid} />;
}

function PassengersLoader({ uuid }: { uuid: string }) {
  const checkout = useQuery(checkoutQuery(uuid));
  const gone = checkout.error instanceof ApiError && checkout.error.status === 410;

  if (gone) return <SessionExpired />;
  if (checkout.isPending) {
    return <Spinner label="Loading your booking..." className="min-h-[50vh] justify-center" />;
  }
  if (!checkout.data) {
    const status = checkout.error instanceof ApiError ? checkout.error.status : 0;
    // The itinerary (or its hotel) is not there: nothing to check out.
    if (status === 404 || status === 400) return <Navigate to="/" replace />;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        <Alert tone="error" title="Failed to load booking details">
          {describeError(checkout.error).message}
        </Alert>
        <Button variant="secondary" onClick={() => void checkout.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const view = checkout.data;
  // docs/spec/2-checkout-payment.md §2: a package without its flight, or a booking without a room, goes back to the package.
  if ((view.type === 'package' && !view.flight) || view.hotel.RoomBookings.length === 0) {
    return <Navigate to={packagePath(view.uuid, view.hotel.ivector_property_id, null)} replace />;
  }
  // The extras were never committed: that page comes first.
  if (view.state === 'prebooked') return <Navigate to="/book/extras" replace />;
  return <PassengersCheckout view={view} onGone={() => void checkout.refetch()} />;
}

type Step = 'passengers' | 'billing' | 'agreements' | 'plan' | 'payment';

/** The server's state is at or past `target` (it only moves forward). */
const reached = (state: CheckoutState, target: CheckoutState) =>
  checkoutStates.indexOf(state) >= checkoutStates.indexOf(target);

/** Billing counts once saved and its prices confirmed (the server then says 'prices_confirmed'). */
const billingConfirmed = (view: CheckoutView) =>
  view.billing !== null && reached(view.state, 'prices_confirmed');

/** Where a (re)loaded checkout picks up: the first step the server does not hold yet. */
function firstOpenStep(view: CheckoutView): Step {
  if (!allPassengersSaved(view)) return 'passengers';
  if (!billingConfirmed(view)) return 'billing';
  if (!view.agreements_accepted) return 'agreements';
  if (!view.plan_id) return 'plan';
  return 'payment';
}

function PassengersCheckout({ view, onGone }: { view: CheckoutView; onGone: () => void }) {
  const userId = useSession((s) => (s.token ? (s.user?.id ?? null) : null));
  const guest = useCheckoutGuest((s) => s.guestFor === view.uuid);
  const [signedInHere, setSignedInHere] = useState(false);

  // Steps done, from what the server holds. A customer who accepted a changed price at the
  // billing step goes on too (see BillingForm).
  const count = passengerCount(view);
  const passengersDone = allPassengersSaved(view);
  const [acceptedNewPrice, setAcceptedNewPrice] = useState(false);
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

  // The server's hold is the clock's deadline (a reload in another tab, a hold extended).
  useEffect(() => {
    const at = Date.parse(view.expires_at);
    if (useCheckoutTimer.getState().expiresAt !== at) useCheckoutTimer.getState().start(at);
  }, [view.expires_at]);

  // Focus follows the flow: the heading button of the step just opened.
  const focusNext = useRef<string | null>(null);
  // (A step unlocked by a save may render a moment after the save resolves: focus waits for it.)
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
  const toggle = (step: Step) => setOpen((o) => (o === step ? null : step));

  const onPassengerSaved = (index: number) => {
    const saved = new Set([...view.passengers.map((p) => p.index), index]);
    if (index + 1 < count) return goTo('passengers', index + 1);
    const missing = Array.from({ length: count }, (_, i) => i).find((i) => !saved.has(i));
    if (missing === undefined) {
      setOpenPassenger(null);
      goTo('billing');
    } else {
      goTo('passengers', missing);
    }
  };

  const afterSignInOrGuest = () => {
    if (open) focusNext.current = open;
  };

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
                afterSignInOrGuest();
              }}
              onSignedIn={() => {
                setSignedInHere(true);
                afterSignInOrGuest();
              }}
            />
          )}
          <AccordionSection
            id="passengers"
            step="1"
            title="Passenger information"
            summary={`${String(Math.min(savedCount, count))} of ${String(count)} passengers saved`}
            status={status('passengers')}
            open={open === 'passengers'}
            onToggle={() => toggle('passengers')}
          >
            <PassengersSection
              view={view}
              openIndex={openPassenger}
              onToggle={(i) => setOpenPassenger((o) => (o === i ? null : i))}
              onSaved={onPassengerSaved}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="billing"
            step="2"
            title="Billing details"
            summary={view.billing ? `${view.billing.email} · ${view.billing.postcode}` : undefined}
            status={status('billing')}
            open={open === 'billing' && available.billing}
            onToggle={() => toggle('billing')}
          >
            <BillingForm
              uuid={view.uuid}
              saved={view.billing}
              userId={userId}
              announcePrefill={!signedInHere}
              onComplete={(newPrice) => {
                if (newPrice) setAcceptedNewPrice(true);
                goTo('agreements');
              }}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="agreements"
            step="3"
            title="Terms and agreements"
            summary={view.agreements_accepted ? 'Accepted' : undefined}
            status={status('agreements')}
            open={open === 'agreements' && available.agreements}
            onToggle={() => toggle('agreements')}
          >
            <AgreementsSection
              uuid={view.uuid}
              airlineRequired={view.airline_terms_required}
              airline={view.flight?.outbound.airline ?? 'Ryanair'}
              accepted={view.agreements_accepted}
              onComplete={() => goTo('plan')}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="plan"
            step="4"
            title="Payment plan"
            status={status('plan')}
            open={open === 'plan' && available.plan}
            onToggle={() => toggle('plan')}
          >
            <PlanSelector
              uuid={view.uuid}
              planId={view.plan_id}
              onConfirmed={() => goTo('payment')}
              onGone={onGone}
            />
          </AccordionSection>
          <AccordionSection
            id="payment"
            step="5"
            title="Payment"
            status={status('payment')}
            open={open === 'payment' && available.payment}
            onToggle={() => toggle('payment')}
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
