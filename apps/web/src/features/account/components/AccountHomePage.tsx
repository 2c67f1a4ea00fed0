import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../shared/stores/session';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { customerItinerariesQuery } from '../../../shared/api/itineraries';
import { useLogout } from '../../../shared/api/logout';
import { AccountHolidays } from './home/AccountHolidays';
import { AccountDeals } from './home/AccountDeals';
import { PriceWatches } from './home/PriceWatches';
import { SavedCheckouts } from './home/SavedCheckouts';
import { SearchBar } from '../../../shared/ui/search/SearchBar';

/** The Link Existing Booking modal: a booking's concern, handed in by the app (app/pages/AccountHome.tsx). */
export interface LinkBookingDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** docs/spec/3-accounts-bookings-content.md §2 'AccountHome': greeting, bookings, Link Existing Booking, Logout (then Login). */
export default function AccountHomePage({
  LinkBookingDialog,
}: {
  LinkBookingDialog: ComponentType<LinkBookingDialogProps>;
}) {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const bookings = useQuery(customerItinerariesQuery(token));
  const logout = useLogout();
  const navigate = useNavigate();
  const [linking, setLinking] = useState(false);
  // Stable, so the modal's 1.5 s close timer is not restarted when the bookings re-render.
  const closeLinking = useCallback(() => setLinking(false), []);

  const onLogout = () => {
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  };

  return (
    <>
      <PageHeader
        title={`Welcome, ${user?.name || 'Traveller'}`}
        intro="Your holidays, payments and documents in one place."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="sun" onClick={() => setLinking(true)}>
            Link Existing Booking
          </Button>
          <Button
            variant="secondary"
            onClick={onLogout}
            disabled={logout.isPending}
            className="border-white"
          >
            Logout
          </Button>
        </div>
      </PageHeader>
      <LinkBookingDialog isOpen={linking} onClose={closeLinking} />
      <PageBody className="space-y-8">
        <SavedCheckouts />
        <PriceWatches />
        {bookings.isPending ? (
          <Spinner label="Loading your bookings..." />
        ) : bookings.isError ? (
          // Bookings that could not be read are not "no bookings": say so, with a way to retry.
          <div className="space-y-4">
            <Alert tone="error">We could not load your bookings just now. Please try again.</Alert>
            <Button
              variant="secondary"
              onClick={() => void bookings.refetch()}
              disabled={bookings.isFetching}
            >
              {bookings.isFetching ? 'Retrying...' : 'Retry'}
            </Button>
          </div>
        ) : bookings.data.length > 0 ? (
          <AccountHolidays bookings={bookings.data} />
        ) : (
          <section className="rounded-card bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-bold text-brand-800">You have no holidays booked yet</h2>
            <p className="mt-2 text-slate-600">When you book, your holidays will appear here.</p>
            <Link to="/" className={buttonClass('primary', 'mt-6')}>
              Find your next holiday
            </Link>
            <div className="mt-8 text-left">
              <SearchBar compact />
            </div>
            <AccountDeals />
          </section>
        )}
      </PageBody>
    </>
  );
}
