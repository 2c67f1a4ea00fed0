import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { guestReference, useBookingAccess } from '../../shared/stores/booking-access';
import { useCheckout } from '../../shared/stores/checkout';
import { useCheckoutTimer } from '../../shared/stores/checkout-timer';
import { useSession } from '../../shared/stores/session';
import { useWarmWhenIdle } from '../../shared/lib/use-warm-when-idle';
import { useOverlays } from '../../shared/stores/overlays';
import { Spinner } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/Toaster';
import { guardRedirect } from '../guards';
import { matchRoute, type AppRoute } from '../routes';
import { Navbar } from './Navbar';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScrollManager } from './ScrollManager';
import { SessionSync } from './SessionSync';
import { useDocumentTitle } from './use-document-title';

const loadModals = () => import('../../shared/ui/Overlays');
const GlobalModals = lazy(loadModals);

/** The loading and error modals, with react-aria, load only when first needed (warmed when idle). */
function Modals() {
  const active = useOverlays((s) => s.loading !== null || s.error !== null);
  useWarmWhenIdle(loadModals);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <GlobalModals />
    </Suspense>
  );
}

const loadFooter = () => import('./Footer');
const LazyFooter = lazy(async () => ({ default: (await loadFooter()).Footer }));

/**
 * The footer sits below the fold, so its code is not part of a route's first load (docs/performance.md:
 * the home route's initial JavaScript): it loads once the page has rendered (the first screen renders with the shell: app/AppRouter.tsx), then stays.
 */
function DeferredFooter() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(id);
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}

function useCurrentRoute(): AppRoute | undefined {
  return matchRoute(useLocation().pathname);
}

function Guarded() {
  const route = useCurrentRoute();
  const location = useLocation();
  const params = useParams();
  const signedIn = useSession((s) => s.token !== null);
  const sessionEndedByUser = useSession((s) => s.endedByUser);
  useBookingAccess((s) => s.grant?.reference); // re-render when a guest lookup starts or ends
  const hasBookingInProgress = useCheckout((s) => s.itineraryUuid !== null);
  const redirect = route
    ? guardRedirect(route, location, params, {
        signedIn,
        sessionEndedByUser,
        guestBookingReference: guestReference(),
        hasBookingInProgress,
      })
    : null;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <ScreenErrorBoundary key={route?.name}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * docs/spec/2-checkout-payment.md §4: the checkout timer stops on the booking confirmation (and the airline confirmation,
 * which only follows a payment) and when the customer leaves the
 * checkout flow in this tab (another tab opening a page leaves this tab's checkout alone).
 */
function useStopTimerOutsideCheckout(route: AppRoute | undefined) {
  const wasInFlow = useRef(false);
  useEffect(() => {
    if (!route) return;
    // Paid: the booking is made (the airline's own confirmation may still follow).
    const done = route.name === 'BookingConfirmation' || route.name === 'RyanairConfirmation';
    const inFlow = route.checkoutFlow === true && !done;
    if (done || (wasInFlow.current && !inFlow)) useCheckoutTimer.getState().stop();
    wasInFlow.current = inFlow;
  }, [route]);
}

/** The shell: navbar, footer and the global overlays around every route. */
export function Layout() {
  const route = useCurrentRoute();
  useStopTimerOutsideCheckout(route);
  useDocumentTitle(route?.title);
  const bare = route?.bare ?? false;
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <SessionSync />
      {bare ? (
        <Guarded />
      ) : (
        <>
          <a
            href="#main"
            className="sr-only z-[120] rounded-md bg-sun-400 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
          >
            Skip to main content
          </a>
          <Navbar />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Guarded />
          </main>
          <DeferredFooter />
        </>
      )}
      <Modals />
      <Toaster />
    </div>
  );
}
