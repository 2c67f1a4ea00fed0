import { useEffect, useState, type SyntheticEvent } from 'react';
import { useLookupBooking } from '../../api/lookup-booking';
import {
  afterLookupTarget,
  BOOKING_FOUND,
  BOOKING_FOUND_REDIRECT_MS,
  BOOKING_FOUND_TOAST_MS,
  lookupErrorPanel,
  lookupErrorPanels,
} from '../../lib/lookup-errors';
import { lookupLimitReached } from '../../lib/lookup-attempts';
import { clearExpiredGuest } from '../../../../shared/stores/booking-access';
import type { ErrorDescription } from '../../../../shared/lib/errors';
import { useBookingLookupForm } from '../../hooks/use-booking-lookup-form';
import { useNavigateLater } from '../../../../shared/lib/use-navigate-later';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { BookingLookupFields } from './BookingLookupFields';
import { Button } from '../../../../shared/ui/Button';

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Guest lookup': idle, loading ('Looking up your
 * booking...'), success (toast for 2 s, on to the booking 500 ms later) or one of §8's panels.
 */
export function LookupForm({
  initialReference,
  redirect,
}: {
  initialReference: string;
  redirect: string | null;
}) {
  const form = useBookingLookupForm('lookup', initialReference);
  const lookup = useLookupBooking();
  const navigateLater = useNavigateLater();
  const [panel, setPanel] = useState<ErrorDescription | null>(null);
  const [found, setFound] = useState(false);

  // An expired guest booking (its grant's expiry) is forgotten when the guest comes back here.
  useEffect(() => clearExpiredGuest(), []);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isValid || lookup.isPending || found) return;
    setPanel(null);
    // §9: 5 lookups per 10 minutes; the sixth is refused here before the server refuses it.
    if (lookupLimitReached()) {
      setPanel(lookupErrorPanels.tooMany);
      return;
    }
    lookup.mutate(form.request(), {
      onSuccess: (data) => {
        setFound(true);
        toast(BOOKING_FOUND, { type: 'success', duration: BOOKING_FOUND_TOAST_MS });
        const reference = data.reference;
        navigateLater(afterLookupTarget(redirect, reference), BOOKING_FOUND_REDIRECT_MS, {
          replace: true,
        });
      },
      onError: (error) => setPanel(lookupErrorPanel(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Find your booking" className="space-y-4">
      {panel && (
        <Alert tone="error" title={panel.title}>
          {panel.message}
        </Alert>
      )}
      <BookingLookupFields form={form} />
      <Button
        type="submit"
        className="w-full"
        disabled={!form.isValid || lookup.isPending || found}
      >
        {lookup.isPending ? 'Looking up your booking...' : 'Find My Booking'}
      </Button>
    </form>
  );
}
