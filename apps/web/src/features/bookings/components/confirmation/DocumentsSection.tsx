import { FileText } from 'lucide-react';
import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { useState } from 'react';
import { documentHref, isOwnDocument, useBookingDocument } from '../../api/booking-document';
import { saveBlob } from '../../../../shared/lib/save-blob';
import { Section } from '../../../../shared/ui/Section';

type Document = BookingConfirmation['documents'][number];

export const DOCUMENT_ERROR = 'We could not download that document. Please try again.';

const linkClass =
  'inline-flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 disabled:cursor-wait disabled:text-slate-500';

function PdfIcon() {
  return <FileText className="h-5 w-5 shrink-0" />;
}

/**
 * The booking's PDFs. Ours are served only to the booking's owner, so each is fetched with the
 * bearer and booking key and saved from a blob; a document hosted elsewhere is a plain link.
 */
export function DocumentsSection({
  reference,
  documents,
}: {
  reference: string;
  documents: Document[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const documentFile = useBookingDocument(reference);

  const download = async (doc: Document) => {
    setBusy(doc.kind);
    setError(null);
    try {
      const blob = await documentFile.mutateAsync(doc.url);
      saveBlob(blob, `${reference}-${doc.kind}.pdf`);
    } catch {
      setError(DOCUMENT_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section id="documents" title="Documents">
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Your documents will appear here as soon as your booking is confirmed.
        </p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {documents.map((doc) => (
            <li key={doc.kind}>
              {isOwnDocument(doc.url) ? (
                <button
                  type="button"
                  className={linkClass}
                  disabled={busy !== null}
                  aria-busy={busy === doc.kind}
                  onClick={() => void download(doc)}
                >
                  <PdfIcon />
                  <span>
                    {doc.title} <span className="font-normal text-slate-600">(PDF)</span>
                    {busy === doc.kind && <span className="sr-only"> downloading</span>}
                  </span>
                </button>
              ) : (
                <a
                  href={documentHref(doc.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  <PdfIcon />
                  <span>
                    {doc.title} <span className="font-normal text-slate-600">(PDF)</span>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm font-semibold text-coral-600">
          {error}
        </p>
      )}
    </Section>
  );
}
