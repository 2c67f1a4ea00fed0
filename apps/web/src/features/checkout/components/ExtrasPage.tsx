import { checkoutMessages, type CheckoutView } from '@sunward/contracts/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { describeError } from '../../../shared/lib/errors';
import { packagePath } from '../../../shared/lib/open-package';
import { useOverlays } from '../../../shared/stores/overlays';
import { toast } from '../../../shared/stores/toasts';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePackageStore } from '../../../shared/stores/package';
import { checkoutQuery, checkoutQueryKey } from '../api/get-checkout';
import { uploadExtras } from '../api/upload-extras';
import {
  flightSeatMaps,
  initialSelection,
  NO_TRANSFER,
  previewTotals,
  realTransfers,
  seatedPassengers,
  toUploadExtras,
  type ExtrasSelection,
} from '../lib/extras-selection';
import { useCheckout } from '../../../shared/stores/checkout';
import { CheckoutTimer } from './CheckoutTimer';
import { ExtrasSummary } from './extras/ExtrasSummary';
import { FlightExtrasSection } from './extras/FlightExtrasSection';
import { FlightInformation } from './extras/FlightInformation';
import { HoldLuggageSection } from './extras/HoldLuggageSection';
import { PaymentOptionsPreview } from './extras/PaymentOptionsPreview';
import { PriorityBoardingSection } from './extras/PriorityBoardingSection';
import { SeatSelectionSection } from './extras/SeatSelectionSection';
import { TransfersSection } from './extras/TransfersSection';

/** docs/spec/2-checkout-payment.md §8 and §5 texts for this page, word for word. */
export const extrasMessages = {
  saveFailed: 'Failed to save extras selection',
  decideTransfer: 'Please decide whether you need airport transfers',
  flightDetails: 'Please provide your flight details for transfer arrangements',
  confirming: 'Confirming Your Selections...',
  confirmingDetail: 'This may take up to 20 seconds!',
} as const;

/** docs/spec/2-checkout-payment.md §5: hotel-only toasts are errors shown for 3 s. */
const TOAST = { type: 'error', duration: 3000 } as const;

/** The package page this checkout came from ('/package' when it is not known). */
function usePackageLink(): string {
  const uuid = useCheckout((s) => s.itineraryUuid);
  const selection = useCheckout((s) => s.selection);
  return uuid && selection ? packagePath(uuid, selection.hotelId, selection.flightId) : '/package';
}

/** /book/extras: docs/spec/2-checkout-payment.md §2 'Extras page'. */
export default function ExtrasPage() {
  const uuid = useCheckout((s) => s.itineraryUuid);
  const prebooked = useCheckout((s) => s.prebook !== null);
  if (!uuid || !prebooked) return <Navigate to="/" replace />;
  return <ExtrasLoader uuid={uuid} />;
}

function BackLink() {
  const to = usePackageLink();
  return (
    <Link to={to} className={buttonClass('secondary')}>
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 lg:pb-10">
      <BackLink />
      {children}
    </div>
  );
}

/**
 * The server says the hold is over (410): start again from the package or from home. (When the
 * clock runs out first, the checkout timer shows its own expiry dialog.)
 */
function SessionExpired() {
  const to = usePackageLink();
  return (
    <Frame>
      <h1 className="mt-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">
        Choose Your Extras
      </h1>
      <div className="mt-6 max-w-2xl">
        <Alert tone="error" title={checkoutMessages.sessionExpiredTitle}>
          <p>{checkoutMessages.sessionExpired}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {to !== '/package' && (
              <Link to={to} className={buttonClass('primary')}>
                Back to your holiday
              </Link>
            )}
            <Link to="/" className={buttonClass('secondary')}>
              Start a new search
            </Link>
          </div>
        </Alert>
      </div>
    </Frame>
  );
}

function ExtrasLoader({ uuid }: { uuid: string }) {
  const checkout = useQuery(checkoutQuery(uuid));
  const hasSelection = useCheckout((s) => s.selection !== null);
  const packageLink = usePackageLink();
  const [expired, setExpired] = useState(false);

  const status = checkout.error instanceof ApiError ? checkout.error.status : null;
  if (status === 404) return <Navigate to={hasSelection ? packageLink : '/'} replace />;
  if (status === 410 || expired) return <SessionExpired />;
  if (checkout.data) {
    return <ExtrasContent key={uuid} view={checkout.data} onExpired={() => setExpired(true)} />;
  }
  return (
    <Frame>
      {checkout.isPending && <Spinner label="Loading your extras..." className="py-16" />}
      {checkout.isError && (
        <div className="mt-6 max-w-2xl">
          <Alert tone="error" title={describeError(checkout.error).title}>
            <p>{describeError(checkout.error).message}</p>
            <div className="mt-3">
              <Button variant="secondary" onClick={() => void checkout.refetch()}>
                Try Again
              </Button>
            </div>
          </Alert>
        </div>
      )}
    </Frame>
  );
}

function ExtrasContent({ view, onExpired }: { view: CheckoutView; onExpired: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<ExtrasSelection>(() => initialSelection(view));
  const [saveError, setSaveError] = useState<string | null>(null);
  const packageLink = usePackageLink();
  const passengers = seatedPassengers(view.party);
  const { lines, total } = previewTotals(view, selection);
  const { flight, options } = view;
  const hotelOnly = view.type === 'hotelonly';
  const transfers = realTransfers(options.transfers);
  const seatFlights = flightSeatMaps(view).map((f) => {
    const leg = f.direction === 'outbound' ? flight?.outbound : flight?.return;
    return {
      ...f,
      route: leg ? `${leg.departsFrom.airportCode} → ${leg.arrivesAt.airportCode}` : '',
    };
  });

  // Hotel-only: the customer's transfer answer from the package page (docs/spec/2-checkout-payment.md §4).
  const decisionKey = `${view.uuid}:${String(view.hotel.ivector_property_id)}`;
  const decision = usePackageStore((s) =>
    decisionKey in s.transfers ? s.transfers[decisionKey] : null,
  );
  const hasFlightDetails = decision?.kind === 'details' || view.manual_flight_details !== null;
  const decided = decision !== null || view.manual_flight_details !== null;

  const update = (patch: (s: ExtrasSelection) => ExtrasSelection) => {
    setSaveError(null);
    setSelection(patch);
  };

  const upload = useMutation({
    mutationFn: uploadExtras,
    onMutate: () =>
      useOverlays
        .getState()
        .showLoading(extrasMessages.confirming, extrasMessages.confirmingDetail),
    onSettled: () => useOverlays.getState().hideLoading(),
  });

  const onContinue = async () => {
    if (upload.isPending) return;
    if (hotelOnly && transfers.length > 0) {
      if (!decided) {
        toast(extrasMessages.decideTransfer, TOAST);
        return;
      }
      if (selection.transferId !== NO_TRANSFER && !hasFlightDetails) {
        toast(extrasMessages.flightDetails, TOAST);
        return;
      }
    }
    const extras = toUploadExtras(view, selection);
    try {
      const res = await upload.mutateAsync({ uuid: view.uuid, extras });
      const key = checkoutQueryKey(view.uuid);
      queryClient.setQueryData<CheckoutView>(key, (old) =>
        old
          ? {
              ...old,
              state: res.state,
              totals: res.totals,
              selection: { ...extras, transfer: res.transfer },
            }
          : old,
      );
      // The passengers page reads it afresh.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      useCheckout.getState().markExtrasCommitted();
      void navigate('/book/passengers');
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) {
        onExpired();
        return;
      }
      if (err instanceof ApiError && err.status === 409) {
        // Something changed on the server (e.g. a seat just sold): show what is on offer now; the
        // customer's choices stay as they are.
        void queryClient.invalidateQueries({ queryKey: checkoutQueryKey(view.uuid), exact: true });
      }
      const detail =
        err instanceof ApiError &&
        (err.status === 409 || err.status === 422) &&
        err.hasServerMessage
          ? err.message
          : null;
      const message = detail
        ? `${extrasMessages.saveFailed}: ${detail}`
        : extrasMessages.saveFailed;
      setSaveError(message);
      toast(message, { type: 'error' });
    }
  };

  const hotelOnlyNotice = hotelOnly ? (
    !decided ? (
      <Alert tone="warning">
        Please tell us on your holiday page whether you need airport transfers.{' '}
        <Link to={packageLink} className="font-semibold underline">
          Answer the transfer question
        </Link>
      </Alert>
    ) : !hasFlightDetails ? (
      <Alert tone="info">
        To book a transfer we need your flight details.{' '}
        <Link to={packageLink} className="font-semibold underline">
          Add your flight details
        </Link>
      </Alert>
    ) : null
  ) : null;

  return (
    <Frame>
      <h1 className="mt-6 text-2xl font-extrabold text-brand-900 sm:text-3xl">
        Choose Your Extras
      </h1>
      <p className="mt-1 text-slate-700">
        {view.hotel.name}, {view.hotel.location}
      </p>
      <div className="mt-4">
        <CheckoutTimer />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          {flight && <FlightInformation flight={flight} />}

          {transfers.length > 0 ? (
            <TransfersSection
              transfers={options.transfers}
              selectedId={selection.transferId}
              onSelect={(id) => update((s) => ({ ...s, transferId: id }))}
              notice={hotelOnlyNotice}
            />
          ) : (
            hotelOnly && (
              <section
                aria-labelledby="transfers-heading"
                className="rounded-card bg-white p-5 ring-1 ring-slate-200"
              >
                <h2 id="transfers-heading" className="text-xl font-bold text-brand-800">
                  Airport transfers
                </h2>
                <p className="mt-2 text-slate-700">
                  There are no airport transfers available for this stay. You can continue straight
                  to passenger details.
                </p>
              </section>
            )
          )}

          {flight && options.priorityBoarding && (
            <PriorityBoardingSection
              options={options.priorityBoarding}
              flightNumbers={{
                outbound: flight.outbound.flightNumber,
                inbound: flight.return.flightNumber,
              }}
              selected={selection.priority}
              passengers={passengers.length}
              onChange={(direction, on) =>
                update((s) => ({ ...s, priority: { ...s.priority, [direction]: on } }))
              }
            />
          )}

          {options.bags.length > 0 && (
            <HoldLuggageSection
              bags={options.bags}
              quantities={selection.bags}
              onChange={(uiId, q) => update((s) => ({ ...s, bags: { ...s.bags, [uiId]: q } }))}
            />
          )}

          {seatFlights.length > 0 && (
            <SeatSelectionSection
              flights={seatFlights}
              passengers={passengers}
              seats={selection.seats}
              onChange={(flightNumber, seats) =>
                update((s) => ({ ...s, seats: { ...s.seats, [flightNumber]: seats } }))
              }
            />
          )}

          {options.extras.length > 0 && (
            <FlightExtrasSection
              extras={options.extras}
              quantities={selection.extras}
              onChange={(id, q) => update((s) => ({ ...s, extras: { ...s.extras, [id]: q } }))}
            />
          )}

          <PaymentOptionsPreview uuid={view.uuid} total={total} />
        </div>
        <ExtrasSummary
          view={view}
          lines={lines}
          total={total}
          busy={upload.isPending}
          error={saveError}
          onContinue={() => void onContinue()}
        />
      </div>
    </Frame>
  );
}
