import type { CheckoutView } from '@sunward/contracts/checkout';
import { useState } from 'react';
import { useExtrasContinue } from '../../hooks/use-extras-continue';
import {
  flightSeatMaps,
  initialSelection,
  previewTotals,
  seatedPassengers,
  type ExtrasSelection,
} from '../../lib/extras-selection';
import { CheckoutTimer } from '../CheckoutTimer';
import { Frame } from './ExtrasFrame';
import { ExtrasSummary } from './ExtrasSummary';
import { ExtrasTransfers } from './ExtrasTransfers';
import { FlightExtrasSection } from './FlightExtrasSection';
import { FlightInformation } from './FlightInformation';
import { HoldLuggageSection } from './HoldLuggageSection';
import { PaymentOptionsPreview } from './PaymentOptionsPreview';
import { PriorityBoardingSection } from './PriorityBoardingSection';
import { SeatSelectionSection } from './SeatSelectionSection';

/**
 * The extras page once the checkout is loaded (docs/spec/2-checkout-payment.md §2 'Extras page'):
 * the flights, transfers, priority boarding, bags, seats and other extras the checkout offers,
 * with the running total and Continue.
 */
export function ExtrasContent({ view, onExpired }: { view: CheckoutView; onExpired: () => void }) {
  const [selection, setSelection] = useState<ExtrasSelection>(() => initialSelection(view));
  const next = useExtrasContinue(view, onExpired);
  const passengers = seatedPassengers(view.party);
  const { lines, total } = previewTotals(view, selection);
  const { flight, options } = view;
  const seatFlights = flightSeatMaps(view).map((f) => {
    const leg = f.direction === 'outbound' ? flight?.outbound : flight?.return;
    return {
      ...f,
      route: leg ? `${leg.departsFrom.airportCode} → ${leg.arrivesAt.airportCode}` : '',
    };
  });

  const update = (patch: (s: ExtrasSelection) => ExtrasSelection) => {
    next.clearError();
    setSelection(patch);
  };

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

          <ExtrasTransfers
            view={view}
            selectedId={selection.transferId}
            onSelect={(id) => update((s) => ({ ...s, transferId: id }))}
          />

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

          <PaymentOptionsPreview
            uuid={view.uuid}
            total={total}
            depositAvailable={view.deposit_available}
          />
        </div>
        <ExtrasSummary
          view={view}
          lines={lines}
          total={total}
          busy={next.busy}
          error={next.saveError}
          onContinue={() => void next.proceed(selection)}
        />
      </div>
    </Frame>
  );
}
