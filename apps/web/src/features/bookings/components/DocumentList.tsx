import type { BookingDetail } from '@sunward/contracts/bookings';
import { CalendarCheck, FileText } from 'lucide-react';
import { useState } from 'react';
import { saveBlob } from '../../../shared/lib/save-blob';
import { documentHref, isOwnDocument, useBookingDocument } from '../api/booking-document';

export type BookingDocument = BookingDetail['documents'][number];

export const DOCUMENT_ERROR = 'We could not download that document. Please try again.';

const extension = (doc: BookingDocument) => (doc.type === 'ics' ? 'ics' : 'pdf');
const kindLabel = (doc: BookingDocument) => (doc.type === 'ics' ? 'Calendar file (.ics)' : 'PDF');

/** '/api/bookings/SW123456/calendar.ics' → 'SW123456-calendar.ics'. */
function filename(reference: string, doc: BookingDocument) {
  const last = doc.download_url.split(/[?#]/)[0]?.split('/').pop() ?? 'document';
  return `${reference}-${last.replace(/\.[a-z]+$/i, '')}.${extension(doc)}`;
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-slate-400';

/**
 * A booking's documents, each with its Download: ours are served only to the booking's owner or
 * grant holder, so each is fetched with the bearer, key or grant and saved from a blob; one
 * hosted elsewhere opens in a new tab; one not issued yet says so. A failed download says so
 * under the list.
 */
export function DocumentList({
  reference,
  documents,
}: {
  reference: string;
  documents: readonly BookingDocument[];
}) {
  const file = useBookingDocument(reference);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (doc: BookingDocument) => {
    setBusy(doc.download_url);
    setError(null);
    try {
      saveBlob(await file.mutateAsync(doc.download_url), filename(reference, doc));
    } catch {
      setError(DOCUMENT_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul className="mt-4 space-y-2">
        {documents.map((doc) => {
          const Icon = doc.type === 'ics' ? CalendarCheck : FileText;
          return (
            <li
              key={doc.download_url}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-slate-200"
            >
              <span className="flex min-w-0 items-center gap-3 text-sm">
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-slate-900">{doc.name}</span>
                  <span className="text-slate-600">{kindLabel(doc)}</span>
                </span>
              </span>
              {!doc.available ? (
                <span className="text-sm text-slate-600">Not available yet</span>
              ) : isOwnDocument(doc.download_url) ? (
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-busy={busy === doc.download_url}
                  aria-label={`Download ${doc.name}`}
                  onClick={() => void download(doc)}
                >
                  Download
                </button>
              ) : (
                <a
                  href={documentHref(doc.download_url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass}
                  aria-label={`Download ${doc.name} (opens in a new tab)`}
                >
                  Download
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm font-semibold text-coral-600">
          {error}
        </p>
      )}
    </>
  );
}
