import type { BookingDetail } from '@sunward/contracts/bookings';
import { Mail, Phone } from 'lucide-react';
import { useSiteConfig } from '../../../../shared/api/site';
import { Section } from '../../../../shared/ui/Section';
import { DocumentList } from '../DocumentList';

/** docs/spec/3-accounts-bookings-content.md §2 'Documents tab', word for word. */
export const LOGIN_NOTE = 'Some documents may require login to download.';
/** The EU's emergency number. */
const EU_EMERGENCY = '112';

/** Every document with its Download (DocumentList), the login note, then the 24/7 emergency contacts. */
export function DocumentsTab({ booking }: { booking: BookingDetail }) {
  const site = useSiteConfig();

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="documents" title="Your documents">
        <DocumentList reference={booking.reference} documents={booking.documents} />
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
