import { useEffect, useState, type SyntheticEvent } from 'react';
import { Heading } from 'react-aria-components';
import { useBookingLookupForm } from '../../hooks/use-booking-lookup-form';
import { Alert } from '../../../../shared/ui/Alert';
import { BookingLookupFields } from '../lookup/BookingLookupFields';
import { Button } from '../../../../shared/ui/Button';
import { Dialog } from '../../../../shared/ui/Dialog';
import { useLinkBooking } from '../../api/link-booking';
import { LINK_CLOSE_MS, linkErrorMessage, linkMessages } from '../../lib/link-messages';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Link-booking modal', §5 'Link booking' and §8:
 * reference (6+, upper-cased), lead passenger surname (2+), departure date; submit only when all
 * hold; on success the message, the bookings fetched again and the modal closed 1.5 s later.
 */
export function LinkBookingDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      panelClassName="max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-card bg-white p-6 shadow-2xl outline-none"
    >
      <Heading slot="title" className="text-xl font-bold text-brand-800">
        Link Existing Booking
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        Booked without signing in? Add that booking to your account with its details.
      </p>
      <LinkBookingForm onClose={onClose} />
    </Dialog>
  );
}

function LinkBookingForm({ onClose }: { onClose: () => void }) {
  const form = useBookingLookupForm('link');
  const link = useLinkBooking();
  const [error, setError] = useState<string | null>(null);
  const linked = link.isSuccess;

  useEffect(() => {
    if (!linked) return;
    const id = setTimeout(onClose, LINK_CLOSE_MS);
    return () => clearTimeout(id);
  }, [linked, onClose]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isValid || link.isPending || linked) return;
    setError(null);
    link.mutate(form.request(), { onError: (err) => setError(linkErrorMessage(err)) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      {linked && <Alert tone="success">{linkMessages.linked}</Alert>}
      <BookingLookupFields form={form} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!form.isValid || link.isPending || linked}>
          {link.isPending ? 'Linking...' : 'Link Booking'}
        </Button>
      </div>
    </form>
  );
}
