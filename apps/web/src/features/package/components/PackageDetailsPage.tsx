import type { Itinerary } from '@sunward/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { useSearchStore } from '../../../shared/stores/search';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCheckout } from '../../../shared/stores/checkout';
import { hotelDetailsQuery } from '../api/hotel-details';
import { roomsProblem } from '../lib/rooms';
import { refreshedItineraryQuery } from '../api/refresh-itinerary';
import { usePersistedItineraries } from '../hooks/use-persisted-itineraries';
import { PackageContent } from './PackageContent';
import { SharedPackageLoader } from './SharedPackageLoader';

/** The itinerary a package page belongs to: the search's own, or one made by a date change. */
function useItinerary(uuid: string | null): Itinerary | null {
  const searched = useSearchStore((s) => (s.itinerary?.uuid === uuid ? s.itinerary : null));
  const refreshed = useQuery(refreshedItineraryQuery(uuid ?? '')).data ?? null;
  return searched ?? refreshed;
}

/**
 * /package, and /share/package (`sharedLink`: the same screen opened from a shared link, which
 * searches for the holiday first): docs/spec/1-shell-search-package.md 'Package details'.
 */
export default function PackageDetailsPage({ sharedLink = false }: { sharedLink?: boolean }) {
  usePersistedItineraries();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const hotelId = Number(params.get('hotelId'));
  const itinerary = useItinerary(uuid);

  if (sharedLink) return <SharedPackageLoader />;
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
      {details.data && roomsProblem(details.data.room_options) !== null && (
        <div className="mt-6">
          <Alert tone="error">{roomsProblem(details.data.room_options)}</Alert>
        </div>
      )}
      {details.data && roomsProblem(details.data.room_options) === null && (
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
