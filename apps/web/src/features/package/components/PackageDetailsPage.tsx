import type { Flight, HotelDetails, Itinerary } from '@sunward/contracts/search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useMatches, useNavigate, useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../shared/api/site';
import { ApiError } from '../../../shared/lib/api-client';
import { packagePath } from '../../../shared/lib/open-package';
import { guestsSummary } from '../../../shared/lib/search-criteria';
import { useOverlays } from '../../../shared/stores/overlays';
import { useSearchStore } from '../../../shared/stores/search';
import { toast } from '../../../shared/stores/toasts';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { ShareDialog } from '../../../shared/ui/ShareDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCheckout } from '../../checkout/store';
import { useCheckoutTimer } from '../../checkout/timer';
import { Stars } from '../../home/components/Stars';
import { alternativeFlightsQuery } from '../api/alternative-flights';
import { hotelDetailsQuery } from '../api/hotel-details';
import { prebookHoliday } from '../api/prebook';
import { refreshItinerary } from '../api/refresh-itinerary';
import { ALL_BOARDS, formatPence, initialRooms, nextTab, reselect } from '../lib/rooms';
import { sharedPackageQuery } from '../lib/share-link';
import { usePackageStore } from '../store';
import { FlightsSection } from './FlightsSection';
import { HotelFeatures } from './HotelFeatures';
import { LocationMapSection } from './LocationMapSection';
import { Overview } from './Overview';
import { PackageSummary } from './PackageSummary';
import { PhotoGrid } from './PhotoGrid';
import { RoomSelector } from './RoomSelector';
import { SharedPackageLoader } from './SharedPackageLoader';
import { TransferSection } from './TransferSection';

/** The itinerary a package page belongs to: the search's own, or one made by a date change. */
function useItinerary(uuid: string | null): Itinerary | null {
  const searched = useSearchStore((s) => (s.itinerary?.uuid === uuid ? s.itinerary : null));
  const refreshed = usePackageStore((s) => s.itineraries.find((i) => i.uuid === uuid) ?? null);
  return searched ?? refreshed;
}

/** /package (and /share/package): docs/spec/1-shell-search-package.md 'Package details'. */
export default function PackageDetailsPage() {
  const [params] = useSearchParams();
  const shared = useMatches().some(
    (m) => (m.handle as { route?: { sharedLink?: boolean } } | undefined)?.route?.sharedLink,
  );
  const uuid = params.get('uuid');
  const hotelId = Number(params.get('hotelId'));
  const itinerary = useItinerary(uuid);

  if (shared) return <SharedPackageLoader />;
  if (!uuid || !Number.isInteger(hotelId) || hotelId <= 0 || !itinerary) {
    return (
      <>
        <PageHeader title="Your Holiday" />
        <PageBody>
          <Alert tone="error">No itinerary or hotel data</Alert>
          <p className="mt-4">
            <Link to="/" className={buttonClass('primary')}>
              Search for a holiday
            </Link>
          </p>
        </PageBody>
      </>
    );
  }
  return (
    <PackageView
      key={`${uuid}:${String(hotelId)}`}
      itinerary={itinerary}
      hotelId={hotelId}
      flightId={params.get('flightId')}
      roomToken={params.get('room')}
      board={params.get('board')}
    />
  );
}

function PackageView({
  itinerary,
  hotelId,
  flightId,
  roomToken,
  board: dealBoard,
}: {
  itinerary: Itinerary;
  hotelId: number;
  flightId: string | null;
  roomToken: string | null;
  board: string | null;
}) {
  const details = useQuery(hotelDetailsQuery(itinerary.uuid, hotelId));
  const navigate = useNavigate();

  const back = () => {
    useCheckout.getState().clear();
    void navigate('/search');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 lg:pb-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={back} className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span> Back to Search Results
        </button>
      </div>
      {details.isPending && <Spinner label="Loading package details..." className="py-16" />}
      {details.isError && (
        <div className="mt-6">
          <Alert tone="error">
            {details.error instanceof ApiError && details.error.hasServerMessage
              ? details.error.message
              : 'Failed to load holiday package'}
          </Alert>
        </div>
      )}
      {details.data && (
        <PackageContent
          itinerary={itinerary}
          hotel={details.data}
          initialFlightId={flightId}
          initialRoomToken={roomToken}
          dealBoard={dealBoard}
        />
      )}
    </div>
  );
}

function PackageContent({
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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

  // Changing the departure date: a refreshed itinerary for this hotel on that date, reused when
  // the customer comes back to a date already seen (docs/spec/1-shell-search-package.md §4 'Cached hotels by date').
  const [updating, setUpdating] = useState(false);
  const root = useSearchStore.getState().itinerary?.uuid ?? itinerary.uuid;
  const dateKey = (date: string) => `${root}:${String(hotel.ivector_property_id)}:${date}`;
  useEffect(() => {
    usePackageStore
      .getState()
      .rememberDate(
        `${root}:${String(hotel.ivector_property_id)}:${hotel.package.checkIn}`,
        itinerary.uuid,
      );
  }, [root, hotel.ivector_property_id, hotel.package.checkIn, itinerary.uuid]);
  const changeDate = async (date: string) => {
    const known = usePackageStore.getState().byDate[dateKey(date)];
    const stores = [useSearchStore.getState().itinerary, ...usePackageStore.getState().itineraries];
    if (known && stores.some((i) => i?.uuid === known)) {
      void navigate(packagePath(known, hotel.ivector_property_id, null), { replace: true });
      return;
    }
    const { showLoading, hideLoading } = useOverlays.getState();
    setUpdating(true);
    showLoading('Updating departure date...');
    try {
      const res = await refreshItinerary({
        uuid: itinerary.uuid,
        hotel_id: hotel.ivector_property_id,
        date,
      });
      if (res.status !== 'success' || !res.itinerary || !res.hotel) throw new Error(res.message);
      usePackageStore.getState().remember(res.itinerary);
      usePackageStore.getState().rememberDate(dateKey(date), res.itinerary.uuid);
      queryClient.setQueryData(
        hotelDetailsQuery(res.itinerary.uuid, hotel.ivector_property_id).queryKey,
        res.hotel,
      );
      // The cheapest flight per passenger on that date, and the cheapest rooms.
      const cheapest = [...res.flights]
        .sort((a, b) => a.price.perPassenger - b.price.perPassenger)
        .at(0);
      const q = new URLSearchParams({
        uuid: res.itinerary.uuid,
        hotelId: String(hotel.ivector_property_id),
      });
      if (cheapest) q.set('flightId', cheapest.itineraryId);
      void navigate(`/package?${q.toString()}`, { replace: true });
    } catch {
      toast('Failed to update departure date. Please try again.', {
        type: 'error',
        duration: 3000,
      });
    } finally {
      hideLoading();
      setUpdating(false);
    }
  };

  // Hotel-only: the customer's answer to the transfer question, kept for this hotel and search.
  const transferKey = `${itinerary.uuid}:${String(hotel.ivector_property_id)}`;
  const transfer = usePackageStore((s) =>
    transferKey in s.transfers ? s.transfers[transferKey] : null,
  );
  const manual =
    hotelOnly && transfer !== null && transfer.kind === 'details' ? transfer.details : null;

  // Book Now: prebook (one Idempotency-Key per attempt), then the extras page.
  const [booking, setBooking] = useState(false);
  const [problem, setProblem] = useState<
    { kind: 'price'; message: string; total: number } | { kind: 'gone'; message: string } | null
  >(null);
  const attempt = useRef<string | null>(null);
  const bookNow = async (acceptTotal?: number) => {
    if (!ready) return;
    const { showLoading, hideLoading, showError } = useOverlays.getState();
    attempt.current ??= crypto.randomUUID();
    setBooking(true);
    setProblem(null);
    showLoading('Hunting down the best prices...', 'This may take up to 20 seconds!');
    try {
      const prebook = await prebookHoliday(
        {
          uuid: itinerary.uuid,
          property_id: hotel.ivector_property_id,
          ivector_property_id: hotel.ivector_property_id,
          hotel_booking_code: hotel.bookingToken,
          rooms: chosenRooms.map((r) => ({
            RoomBookingToken: r.RoomBookingToken,
            SupplierReference1: r.SupplierReference1,
            SupplierReference2: r.SupplierReference2,
          })),
          ...(flight
            ? {
                flight_itinerary: flight.itineraryId,
                arrival_airport_code: flight.outbound.arrivesAt.airportCode,
              }
            : {}),
          ...(manual
            ? { arrival_airport_code: manual.outbound.airportCode, manual_flight_details: manual }
            : {}),
          ...(acceptTotal ? { accept_total_pence: acceptTotal } : {}),
        },
        acceptTotal ? `${attempt.current}-accept-${String(acceptTotal)}` : attempt.current,
        useCheckout.getState().prebook?.prebook_id,
      );
      useCheckout.getState().prebooked(prebook, {
        hotelId: hotel.ivector_property_id,
        flightId: flight?.itineraryId ?? null,
        roomTokens: [],
        adults: itinerary.num_adults,
        children: itinerary.num_children,
        infants: itinerary.num_infants,
      });
      useCheckoutTimer.getState().start(Date.parse(prebook.expires_at));
      void navigate('/book/extras');
    } catch (err) {
      useCheckoutTimer.getState().stop();
      attempt.current = null;
      const details = err instanceof ApiError ? err.details : undefined;
      if (err instanceof ApiError && err.code === 'PRICE_CHANGED') {
        setProblem({
          kind: 'price',
          message: err.message,
          total: Number(details?.total_pence ?? 0),
        });
      } else if (err instanceof ApiError && err.code === 'NO_LONGER_AVAILABLE') {
        setProblem({ kind: 'gone', message: err.message });
      } else {
        showError(err, { prefix: 'Package booking failed' });
      }
    } finally {
      hideLoading();
      setBooking(false);
    }
  };

  // The hotel being looked at, for the saved search taken when this search is replaced.
  useEffect(() => {
    const store = useSearchStore.getState();
    if (store.itinerary?.uuid !== itinerary.uuid) return;
    store.setViewing({
      hotelId: hotel.ivector_property_id,
      hotelName: hotel.name,
      flightId: flight?.itineraryId ?? null,
      roomId: selected.every((t) => t !== null) ? selected.join(',') : null,
    });
  }, [itinerary.uuid, hotel.ivector_property_id, hotel.name, flight?.itineraryId, selected]);

  // Share Holiday: a link that reopens this hotel with these dates, party, room and flight.
  const criteria = useSearchStore((s) => s.criteria);
  const [shareOpen, setShareOpen] = useState(false);
  const shareUrl = `${window.location.origin}/share/package?${sharedPackageQuery(
    {
      ...criteria,
      startDate: itinerary.start_date,
      endDate: itinerary.end_date,
      nights: itinerary.duration,
      dateFlexibility: itinerary.flexible_departure,
    },
    hotel.ivector_property_id,
    selected.every((t) => t !== null) ? selected.join(',') : null,
    flight?.itineraryId ?? null,
  ).toString()}`;

  return (
    <div className="mt-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{hotel.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <Stars rating={hotel.rating} label={`${String(hotel.rating)} star hotel`} />
            <span>{hotel.location}</span>
          </p>
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
        <div className="mt-6">
          <Alert tone="error">
            <p>{problem.message}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              {problem.kind === 'price' && problem.total > 0 && (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={() => void bookNow(problem.total)}
                >
                  Continue at {formatPence(problem.total)}
                </button>
              )}
              <Link to="/search" className={buttonClass('secondary')}>
                Back to Search Results
              </Link>
            </div>
          </Alert>
        </div>
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
          <LocationMapSection
            name={hotel.name}
            lat={hotel.lat}
            lon={hotel.lon}
            tileUrl={site.mapTileUrl}
            attribution={site.mapAttribution}
          />
        </div>
        <PackageSummary
          hotel={hotel}
          rooms={chosenRooms.map((r) => ({
            name: r?.RoomType ?? 'Not selected',
            board: r?.MealBasisCode ?? '',
            pence: r?.TotalCost ?? 0,
          }))}
          flight={flight}
          hotelOnly={hotelOnly}
          people={people}
          party={party}
          ready={ready}
          booking={booking}
          onBookNow={() => void bookNow()}
        />
      </div>
    </div>
  );
}
