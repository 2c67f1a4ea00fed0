import type { Flight, HotelDetails, Itinerary } from '@sunward/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSiteConfig } from '../../../shared/api/site';
import { guestsSummary } from '../../../shared/lib/search-criteria';
import { usePackageStore } from '../../../shared/stores/package';
import { buttonClass } from '../../../shared/ui/Button';
import { ShareDialog } from '../../../shared/ui/ShareDialog';
import { StarRating } from '../../../shared/ui/StarRating';
import { alternativeFlightsQuery } from '../api/alternative-flights';
import { useBookNow } from '../hooks/use-book-now';
import { useDepartureDateChange } from '../hooks/use-departure-date';
import { usePackageShareUrl, useTrackViewing } from '../hooks/use-package-share';
import { ALL_BOARDS, initialRooms, nextTab, reselect } from '../lib/rooms';
import { FlightsSection } from './FlightsSection';
import { HotelFeatures } from './HotelFeatures';
import { HotelReviews, HotelScoreLink } from './HotelReviews';
import { LocationMapSection } from '../../../shared/ui/map/LocationMapSection';
import { Overview } from './Overview';
import { PriceWatchPanel } from './PriceWatchPanel';
import { PackageSummary } from './PackageSummary';
import { touristTaxEstimateQuery } from '../../../shared/api/tourist-tax-estimate';
import { localTaxRequest } from '../lib/local-tax-request';
import { PhotoGrid } from './PhotoGrid';
import { PrebookProblemAlert } from './PrebookProblemAlert';
import { RoomSelector } from './RoomSelector';
import { TransferSection } from './TransferSection';

/** The package page once the hotel's details are in: photos, rooms, flights or transfer, summary. */
export function PackageContent({
  itinerary,
  hotel,
  initialFlightId,
  initialRoomToken,
  dealBoard,
}: {
  itinerary: Itinerary;
  hotel: HotelDetails;
  initialFlightId: string | null;
  initialRoomToken: string | null;
  dealBoard: string | null;
}) {
  const site = useSiteConfig();
  const hotelOnly =
    itinerary.type === 'hotelonly' ||
    hotel.isHotelOnly ||
    (itinerary.flights.length === 0 && hotel.package.flightId === null);
  const alternatives = useQuery({
    ...alternativeFlightsQuery(itinerary.uuid, hotel.ivector_property_id),
    enabled: !hotelOnly,
  });

  // Rooms: board filter, the choice per requested room, the open tab.
  const options = hotel.room_options;
  const [board, setBoard] = useState(ALL_BOARDS);
  // A shared link's rooms where offered (one token per room, or one for all), else the cheapest
  // (or the cheapest with the deal's board basis).
  const [selected, setSelected] = useState(() => {
    const linked = initialRoomToken?.split(',') ?? [];
    return initialRooms(options, dealBoard).map((token, q) => {
      const wanted = linked.length > 1 ? linked.at(q) : linked.at(0);
      return options[q].some((o) => o.RoomBookingToken === wanted) ? (wanted ?? token) : token;
    });
  });
  const [activeRoom, setActiveRoom] = useState(0);
  const [chosen, setChosen] = useState(() => options.map(() => false));
  const basePence = hotel.rooms.map((r) => r.TotalCost);

  // Flights on the package's dates: the search's own, merged with the alternatives by id.
  const flights = useMemo(() => {
    const sameStay = (f: Flight) =>
      f.outbound.departsFrom.localDate === hotel.package.checkIn &&
      f.return.departsFrom.localDate === hotel.package.checkOut;
    const byId = new Map<string, Flight>();
    for (const f of itinerary.flights) if (sameStay(f)) byId.set(f.itineraryId, f);
    for (const f of alternatives.data?.flights ?? []) if (sameStay(f)) byId.set(f.itineraryId, f);
    return [...byId.values()].sort((a, b) => a.cost - b.cost);
  }, [itinerary.flights, alternatives.data, hotel.package.checkIn, hotel.package.checkOut]);
  const [flightId, setFlightId] = useState(initialFlightId ?? hotel.package.flightId);
  const flight = hotelOnly
    ? null
    : (flights.find((f) => f.itineraryId === flightId) ?? flights.at(0) ?? null);

  const chosenRooms = options.map((list, q) =>
    list.find((o) => o.RoomBookingToken === selected[q]),
  );
  const ready = chosenRooms.every((r) => r !== undefined) && (hotelOnly || flight !== null);
  const people = itinerary.num_adults + itinerary.num_children;
  const party = guestsSummary(itinerary.rooms.map((r) => ({ ...r, childAges: r.child_ages })));
  const totalPence =
    chosenRooms.reduce((n, r) => n + (r?.TotalCost ?? 0), 0) + (flight ? flight.cost : 0);

  const { changeDate, updating } = useDepartureDateChange(itinerary, hotel);
  const localTax = useQuery(
    touristTaxEstimateQuery(
      localTaxRequest(
        itinerary,
        hotel,
        chosenRooms.reduce((n, r) => n + (r?.TotalCost ?? 0), 0),
      ),
    ),
  );

  // Hotel-only: the customer's answer to the transfer question, kept for this hotel and search.
  const transferKey = `${itinerary.uuid}:${String(hotel.ivector_property_id)}`;
  const transfer = usePackageStore((s) =>
    transferKey in s.transfers ? s.transfers[transferKey] : null,
  );
  const manual =
    hotelOnly && transfer !== null && transfer.kind === 'details' ? transfer.details : null;

  const { bookNow, booking, problem } = useBookNow({
    itinerary,
    hotel,
    rooms: chosenRooms,
    flight,
    manual,
    ready,
    shownTotal: totalPence,
  });

  const viewing = {
    itinerary,
    hotelId: hotel.ivector_property_id,
    hotelName: hotel.name,
    roomTokens: selected,
    flightId: flight?.itineraryId ?? null,
  };
  useTrackViewing(viewing);
  const shareUrl = usePackageShareUrl(viewing);
  const [shareOpen, setShareOpen] = useState(false);

  return (
    <div className="mt-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{hotel.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <StarRating rating={hotel.rating} label={`${String(hotel.rating)} star hotel`} />
            <span>{hotel.location}</span>
          </p>
          <div className="mt-1 empty:hidden">
            <HotelScoreLink hotelId={hotel.ivector_property_id} />
          </div>
        </div>
        <button
          type="button"
          onClick={() => setShareOpen(true)}
          className={buttonClass('secondary')}
        >
          Share Holiday
        </button>
      </header>
      <ShareDialog
        url={shareUrl}
        isOpen={shareOpen}
        onClose={() => setShareOpen(false)}
        note="This link includes your hotel, dates, airports, party, room and flight. The recipient will see the same holiday."
      />
      <div className="mt-4">
        <PhotoGrid hotelName={hotel.name} images={hotel.imageUrls} />
      </div>
      {problem && (
        <PrebookProblemAlert problem={problem} onAccept={(total) => void bookNow(total)} />
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <Overview text={hotel.description} />
          <HotelFeatures features={[...hotel.features, ...hotel.facilities]} />
          <RoomSelector
            options={options}
            selected={selected}
            basePence={basePence}
            board={board}
            activeRoom={activeRoom}
            onBoardChange={(b) => {
              setBoard(b);
              setSelected((s) => reselect(s, options, b));
            }}
            onActiveRoomChange={setActiveRoom}
            onSelect={(q, token) => {
              const picked = chosen.map((c, i) => c || i === q);
              setSelected(selected.map((t, i) => (i === q ? token : t)));
              setChosen(picked);
              setActiveRoom(nextTab(picked, q));
            }}
          />
          {hotelOnly && (
            <TransferSection
              key={transferKey}
              arrivalDate={itinerary.departure_date}
              returnDate={itinerary.end_date}
              saved={transfer}
              onSave={(choice) => usePackageStore.getState().setTransfer(transferKey, choice)}
            />
          )}
          {!hotelOnly && (
            <FlightsSection
              flights={flights}
              selectedId={flight?.itineraryId ?? null}
              onSelect={(f) => setFlightId(f.itineraryId)}
              date={hotel.package.checkIn}
              dates={alternatives.data?.hotel ?? {}}
              totalPence={totalPence}
              onDateChange={(d) => void changeDate(d)}
              updating={updating}
            />
          )}
          <PriceWatchPanel uuid={itinerary.uuid} hotelId={hotel.ivector_property_id} />
          <LocationMapSection
            name={hotel.name}
            lat={hotel.lat}
            lon={hotel.lon}
            tileUrl={site.mapTileUrl}
            attribution={site.mapAttribution}
          />
          <HotelReviews hotelId={hotel.ivector_property_id} hotelName={hotel.name} />
        </div>
        <PackageSummary
          hotel={hotel}
          rooms={chosenRooms.map((r) => ({
            name: r?.RoomType ?? 'Not selected',
            board: r?.MealBasisCode ?? '',
            pence: r?.TotalCost ?? 0,
            standardPence: r?.StandardCost ?? r?.TotalCost ?? 0,
          }))}
          flight={flight}
          hotelOnly={hotelOnly}
          people={people}
          party={party}
          ready={ready}
          localTax={localTax.data}
          booking={booking}
          onBookNow={() => void bookNow()}
        />
      </div>
    </div>
  );
}
