import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { bookingReference } from '../../../shared/lib/booking-reference';
import { describeError } from '../../../shared/lib/errors';
import { useSession } from '../../../shared/stores/session';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { PageBody } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { isBookingNotFound } from '../../../shared/api/booking';
import { bookingQuery } from '../api/booking';
import { BookingSummaryCard } from './confirmation/BookingSummaryCard';
import { ConfirmationHeader } from './confirmation/ConfirmationHeader';
import { CreateAccountPanel } from './confirmation/CreateAccountPanel';
import { DocumentsSection } from './confirmation/DocumentsSection';
import { PaymentSummarySection } from './confirmation/PaymentSummarySection';
import {
  ExtrasSection,
  FlightsSection,
  PassengersSection,
  StaySection,
  TransferSection,
} from './confirmation/TripSections';
import { useConfettiOnce } from '../hooks/use-confetti';
import { useCheckout } from '../../../shared/stores/checkout';

/** docs/spec/2-checkout-payment.md §8 'Booking confirmation' and the not-found answer. */
export const bookingConfirmationTexts = {
  missingReference: 'No booking reference was provided.',
  notFoundTitle: 'Booking Not Found',
  notFound: "We couldn't find that booking.",
  loading: 'Loading your booking...',
  loadFailedTitle: 'We could not load your booking',
} as const;

function NotFound({ message }: { message: string }) {
  return (
    <PageBody narrow className="text-center">
      <h1 className="text-2xl font-bold text-brand-800">
        {bookingConfirmationTexts.notFoundTitle}
      </h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Return to Home
      </Link>
    </PageBody>
  );
}

/** docs/spec/2-checkout-payment.md 'Booking confirmation screen' (/book/confirmation/{reference}). */
export default function BookingConfirmationPage() {
  const { reference: param = '' } = useParams();
  if (param.trim() === '') return <NotFound message={bookingConfirmationTexts.missingReference} />;
  const reference = bookingReference(param);
  return <BookingConfirmationView key={reference} reference={reference} />;
}

function BookingConfirmationView({ reference }: { reference: string }) {
  const token = useSession((s) => s.token);
  const booking = useQuery(bookingQuery(reference, token));
  useConfettiOnce(booking.data !== undefined && booking.data.status !== 'Cancelled');

  if (booking.isPending) return <Spinner label={bookingConfirmationTexts.loading} />;
  if (booking.isError) {
    if (isBookingNotFound(booking.error)) {
      return (
        <NotFound
          message={
            booking.error.hasServerMessage
              ? booking.error.message
              : bookingConfirmationTexts.notFound
          }
        />
      );
    }
    return (
      <PageBody narrow>
        <h1 className="text-2xl font-bold text-brand-800">
          {bookingConfirmationTexts.loadFailedTitle}
        </h1>
        <div className="mt-4">
          <Alert tone="error">{describeError(booking.error).message}</Alert>
        </div>
        <Button className="mt-6" onClick={() => void booking.refetch()}>
          Try again
        </Button>
      </PageBody>
    );
  }
  return <Confirmation booking={booking.data} />;
}

function Confirmation({ booking }: { booking: BookingConfirmation }) {
  return (
    <>
      <ConfirmationHeader booking={booking} />
      <PageBody className="print:py-4">
        {booking.status === 'Awaiting airline confirmation' && (
          <div className="mb-6">
            <AirlineConfirmationNeeded booking={booking} />
          </div>
        )}
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start print:block">
          <div className="lg:sticky lg:top-6 lg:col-start-3 lg:row-start-1 print:mb-6">
            <BookingSummaryCard booking={booking} />
          </div>
          <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1 print:space-y-4">
            <StaySection hotel={booking.hotel} />
            <FlightsSection booking={booking} />
            <PassengersSection passengers={booking.passengers} />
            <ExtrasSection addons={booking.addons} />
            <TransferSection transfer={booking.transfers} />
            <PaymentSummarySection payment={booking.payment} />
            <DocumentsSection booking={booking} />
            <CreateAccountPanel booking={booking} />
          </div>
        </div>
      </PageBody>
    </>
  );
}

/**
 * A Ryanair booking the customer has not yet confirmed on the airline's page: the way back there
 * (docs/spec/2-checkout-payment.md 'Airline confirmation screen'), from this page or the link in their e-mail.
 */
function AirlineConfirmationNeeded({ booking }: { booking: BookingConfirmation }) {
  const airline = booking.flights?.outbound.airline ?? 'The airline';
  const session = booking.airlineConfirmation;
  if (!session) {
    return (
      <Alert tone="warning" title="Your airline is confirming your flights">
        Your holiday is booked and paid for. Our team will confirm your flights with {airline} and
        email you as soon as they are confirmed.
      </Alert>
    );
  }
  const q = new URLSearchParams({ sessionId: session.sessionId, target: session.target });
  return (
    <Alert tone="warning" title={`Please confirm your flights with ${airline}`}>
      <p>
        Your holiday is paid for. {airline} asks you to confirm your flight details on its own page
        before your booking is complete. We will email your confirmation as soon as you have.
      </p>
      <Link
        to={`/book/ryanair-confirmation?${q.toString()}`}
        onClick={() => useCheckout.getState().setBooking(booking.itineraryUuid, booking.reference)}
        className={`${buttonClass('primary')} mt-3`}
      >
        Confirm with {airline}
      </Link>
    </Alert>
  );
}
