import { Link, useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../shared/api/site';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { referenceInRedirect } from '../lib/lookup-errors';
import { LookupForm } from './lookup/LookupForm';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Guest lookup' ('Manage Your Booking'): reference,
 * lead passenger surname and departure date, and a way to sign in for account holders. The
 * reference is filled in from `?reference=` or from the booking page the guard sent the guest from
 * (`?redirect=/account/booking/{REF}`, e.g. the confirmation e-mail's link).
 */
export default function ManageBookingPage() {
  const [params] = useSearchParams();
  // The help box's contact details.
  const site = useSiteConfig();
  const redirect = params.get('redirect');
  const initialReference = params.get('reference') ?? referenceInRedirect(redirect) ?? '';
  return (
    <>
      <PageHeader
        title="Manage Your Booking"
        intro="Booked as a guest? Find your booking with its reference, the lead passenger's surname and the departure date."
      />
      <PageBody narrow>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section
            aria-labelledby="lookup-heading"
            className="rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="lookup-heading" className="text-xl font-bold text-brand-800">
              Find your booking
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Enter the details exactly as they appear on your booking confirmation.
            </p>
            <div className="mt-6">
              <LookupForm
                key={initialReference}
                initialReference={initialReference}
                redirect={redirect}
              />
            </div>
          </section>
          <aside className="h-fit rounded-card bg-brand-50 p-6 text-sm text-slate-700 ring-1 ring-brand-100">
            <h2 className="text-base font-semibold text-brand-800">Have an account?</h2>
            <p className="mt-2">
              Sign in to see every booking linked to your account, pay instalments and download your
              documents.
            </p>
            <Link
              to="/login"
              className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2"
            >
              Sign in to your account
            </Link>
            <h2 className="mt-6 text-base font-semibold text-brand-800">Need help?</h2>
            <p className="mt-2">
              Call us on{' '}
              <a
                href={`tel:${site.phone.replace(/\s/g, '')}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {site.phone}
              </a>{' '}
              or e-mail{' '}
              <a
                href={`mailto:${site.email}`}
                className="font-semibold break-words text-brand-700 underline underline-offset-2"
              >
                {site.email}
              </a>
              .
            </p>
          </aside>
        </div>
      </PageBody>
    </>
  );
}
