import { parseBookingReference, type BookingDetail } from '@sunward/contracts/bookings';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useNavigate, useParams } from 'react-router';
import { isBookingNotFound } from '../../../shared/api/booking';
import { describeError } from '../../../shared/lib/errors';
import { KEEP_SCROLL } from '../../../shared/lib/scroll';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { PageBody } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { useBookingDetail } from '../../../shared/api/booking-detail';
import { bookingTabs, tabFromParam, tabPath, type BookingTab } from '../lib/booking-tabs';
import { BookingHeader } from './detail/BookingHeader';
import { ChangesTab } from './detail/ChangesTab';
import { DocumentsTab } from './detail/DocumentsTab';
import { ItineraryTab } from './detail/ItineraryTab';
import { OverviewTab } from './detail/OverviewTab';
import { PaymentTab } from './detail/PaymentTab';
import { TransfersTab } from './detail/TransfersTab';

export const BOOKING_NOT_FOUND = 'Booking Not Found';

function NotFound({ reference }: { reference: string }) {
  return (
    <PageBody narrow className="text-center">
      <h1 className="text-2xl font-bold text-brand-800">{BOOKING_NOT_FOUND}</h1>
      <p className="mt-3 text-slate-600">
        We could not find booking {reference}. Please check the reference and try again.
      </p>
      <Link to="/account" className={buttonClass('primary', 'mt-6')}>
        Back to My Account
      </Link>
    </PageBody>
  );
}

const panels: Record<BookingTab, (booking: BookingDetail) => ReactNode> = {
  overview: (b) => <OverviewTab booking={b} />,
  payment: (b) => <PaymentTab booking={b} />,
  itinerary: (b) => <ItineraryTab booking={b} />,
  transfers: (b) => <TransfersTab transfers={b.transfers} />,
  documents: (b) => <DocumentsTab booking={b} />,
  changes: (b) => <ChangesTab booking={b} />,
};

const tabClass = ({ isSelected }: { isSelected: boolean }) =>
  `flex min-h-11 cursor-pointer items-center justify-center border-b-4 px-2 text-sm font-semibold sm:px-4 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[focus-visible]:ring-inset sm:text-base ${
    isSelected
      ? 'border-sun-500 text-brand-900'
      : 'border-transparent text-slate-600 hover:text-brand-800'
  }`;

/**
 * docs/spec/3-accounts-bookings-content.md §2 'BookingDetail': the booking as its detail read model
 * gives it to this visitor (bearer, booking key or a guest lookup's grant), its header and six
 * tabs. Each tab has its own address (/account/booking/{reference}/{tab}, the overview without
 * one) and the arrow keys move between them; 'Booking Not Found' with the way back to AccountHome
 * when the server says no, or when the address names no booking reference at all.
 */
export default function BookingDetailPage() {
  const { reference: param = '' } = useParams();
  const reference = parseBookingReference(param);
  if (reference === null) return <NotFound reference={param} />;
  return <BookingDetailView key={reference} reference={reference} />;
}

function BookingDetailView({ reference }: { reference: string }) {
  const { tab } = useParams();
  const navigate = useNavigate();
  const booking = useBookingDetail(reference);
  const selected = tabFromParam(tab);

  if (booking.isPending) return <Spinner label="Loading your booking..." />;
  if (booking.isError) {
    if (isBookingNotFound(booking.error)) return <NotFound reference={reference} />;
    const problem = describeError(booking.error);
    return (
      <PageBody narrow>
        <h1 className="mb-4 text-2xl font-bold text-brand-800">We could not load your booking</h1>
        <Alert tone="error" title={problem.title}>
          {problem.message}
        </Alert>
        <Button className="mt-4" onClick={() => void booking.refetch()}>
          Try Again
        </Button>
      </PageBody>
    );
  }
  const select = (key: Key) =>
    // Switching tabs stays where the page is: the tabs are in view, so is the new panel.
    void navigate(tabPath(booking.data.reference, tabFromParam(String(key))), {
      replace: true,
      state: KEEP_SCROLL,
    });
  return (
    <>
      <BookingHeader booking={booking.data} />
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <div className="border-b border-slate-200 bg-white shadow-sm">
          <TabList
            aria-label="Booking details"
            // Three a row on a phone: every tab, and which one is open, stays in sight.
            className="mx-auto grid max-w-7xl grid-cols-3 px-2 sm:flex sm:px-4"
          >
            {bookingTabs.map((t) => (
              <Tab key={t.id} id={t.id} className={tabClass}>
                {t.label}
              </Tab>
            ))}
          </TabList>
        </div>
        {bookingTabs.map((t) => (
          <TabPanel key={t.id} id={t.id} className="outline-none">
            <PageBody>{panels[t.id](booking.data)}</PageBody>
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
