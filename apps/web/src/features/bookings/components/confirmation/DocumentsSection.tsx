import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { Section } from '../../../../shared/ui/Section';
import { DocumentList, type BookingDocument } from '../DocumentList';

/** The confirmation's documents, as the booking page lists them: every one is a PDF, issued. */
const asDocument = (doc: BookingConfirmation['documents'][number]): BookingDocument => ({
  name: doc.title,
  type: 'pdf',
  available: true,
  download_url: doc.url,
});

/** The booking's PDFs on its confirmation, once the booking is confirmed. */
export function DocumentsSection({ booking }: { booking: BookingConfirmation }) {
  return (
    <Section id="documents" title="Documents">
      {booking.documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Your documents will appear here as soon as your booking is confirmed.
        </p>
      ) : (
        <DocumentList reference={booking.reference} documents={booking.documents.map(asDocument)} />
      )}
    </Section>
  );
}
