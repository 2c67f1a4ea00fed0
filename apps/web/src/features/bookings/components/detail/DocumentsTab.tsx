import type { BookingDetail } from '@sunward/contracts/bookings';
import { CalendarCheck, FileText, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { documentHref, isOwnDocument, useBookingDocument } from '../../api/booking-document';
import { useSiteConfig } from '../../../../shared/api/site';
import { saveBlob } from '../../../../shared/lib/save-blob';
import { DOCUMENT_ERROR } from '../confirmation/DocumentsSection';
import { Section } from '../../../../shared/ui/Section';

type Document = BookingDetail['documents'][number];

/** docs/spec/3-accounts-bookings-content.md §2 'Documents tab', word for word. */
export const LOGIN_NOTE = 'Some documents may require login to download.';
/** The EU's emergency number. */
const EU_EMERGENCY = '112';

const extension = (doc: Document) => (doc.type === 'ics' ? 'ics' : 'pdf');
const kindLabel = (doc: Document) => (doc.type === 'ics' ? 'Calendar file (.ics)' : 'PDF');

/** '/api/bookings/SW123456/calendar.ics' → 'SW123456-calendar.ics'. */
function filename(reference: string, doc: Document) {
  const last = doc.download_url.split(/[?#]/)[0]?.split('/').pop() ?? 'document';
  return `${reference}-${last.replace(/\.[a-z]+$/i, '')}.${extension(doc)}`;
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-slate-400';

/**
 * Every document with its Download: ours are served only to the booking's owner or grant holder,
 * so each is fetched with the bearer, key or grant and saved; one hosted elsewhere opens in a new
 * tab. Then the 24/7 emergency contacts.
 */
export function DocumentsTab({ booking }: { booking: BookingDetail }) {
  const site = useSiteConfig();
  const file = useBookingDocument(booking.reference);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (doc: Document) => {
    setBusy(doc.download_url);
    setError(null);
    try {
      saveBlob(await file.mutateAsync(doc.download_url), filename(booking.reference, doc));
    } catch {
      setError(DOCUMENT_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="documents" title="Your documents">
        <ul className="mt-4 space-y-2">
          {booking.documents.map((doc) => {
            const Icon = doc.type === 'ics' ? CalendarCheck : FileText;
            return (
              <li
                key={doc.download_url}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-slate-200"
              >
                <span className="flex min-w-0 items-center gap-3 text-sm">
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900">
                      {doc.name}
                    </span>
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
        <p className="mt-4 text-sm text-slate-600">{LOGIN_NOTE}</p>
      </Section>
      <Section id="emergency" title="Emergency assistance">
        <p className="mt-3 text-sm text-slate-800">
          If something goes wrong while you are away, we are here 24/7.
        </p>
        <ul className="mt-4 space-y-3 text-sm">
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <span>
              24/7 emergency line:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`tel:${site.phone.replace(/\s/g, '')}`}
              >
                {site.phone}
              </a>
            </span>
          </li>
          <li className="flex items-center gap-3">
            <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <span>
              Email:{' '}
              <a
                className="font-semibold break-all text-brand-700 underline"
                href={`mailto:${site.email}`}
              >
                {site.email}
              </a>
            </span>
          </li>
        </ul>
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          In an emergency anywhere in the EU, call <strong>{EU_EMERGENCY}</strong>.
        </p>
      </Section>
    </div>
  );
}
