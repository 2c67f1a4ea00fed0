import { type CheckoutView } from '@sunward/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { useOverlays } from '../../../../shared/stores/overlays';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { usePackageStore } from '../../../../shared/stores/package';
import { checkoutQueryKey } from '../../api/get-checkout';
import { useUploadExtras } from '../../api/upload-extras';
import {
  flightSeatMaps,
  initialSelection,
  NO_TRANSFER,
  previewTotals,
  realTransfers,
  seatedPassengers,
  toUploadExtras,
  type ExtrasSelection,
} from '../../lib/extras-selection';
import { useCheckout } from '../../../../shared/stores/checkout';
import { CheckoutTimer } from '../CheckoutTimer';
import { ExtrasSummary } from './ExtrasSummary';
import { FlightExtrasSection } from './FlightExtrasSection';
import { FlightInformation } from './FlightInformation';
import { HoldLuggageSection } from './HoldLuggageSection';
import { PaymentOptionsPreview } from './PaymentOptionsPreview';
import { PriorityBoardingSection } from './PriorityBoardingSection';
import { SeatSelectionSection } from './SeatSelectionSection';
import { TransfersSection } from './TransfersSection';
import { usePackageLink, Frame } from './ExtrasFrame';

/** docs/spec/2-checkout-payment.md §8 and §5 texts for this page, word for word. */
export const extrasMessages = {
  saveFailed: 'Failed to save extras selection',
  decideTransfer: 'Please decide whether you need airport transfers',
  flightDetails: 'Please provide your flight details for transfer arrangements',
  confirming: 'Confirming Your Selections...',
  confirmingDetail: 'This may take up to 20 seconds!',
} as const;

/** docs/spec/2-checkout-payment.md §5: hotel-only toasts are errors shown for 3 s. */
export const TOAST = { type: 'error', duration: 3000 } as const;

export function ExtrasContent({ view, onExpired }: { view: CheckoutView; onExpired: () => void }) {
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

  const upload = useUploadExtras({
    onStart: () =>
      useOverlays
        .getState()
        .showLoading(extrasMessages.confirming, extrasMessages.confirmingDetail),
    onEnd: () => useOverlays.getState().hideLoading(),
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
