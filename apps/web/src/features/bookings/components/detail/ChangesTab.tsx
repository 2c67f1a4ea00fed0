import type { BookingDetail } from '@sunward/contracts/bookings';
import { useSiteConfig } from '../../../../shared/api/site';
import { Section } from '../../../../shared/ui/Section';
import { isCancelled } from '../../lib/booking-status';
import { ChangeRequestForm } from './ChangeRequestForm';
import { ChangeRequestList } from './ChangeRequestList';

/** docs/spec/3-accounts-bookings-content.md §9: every change request is answered within 24 hours. */
export const ANSWER_PROMISE = 'We answer every request within 24 hours.';

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Changes tab': previous requests, the form and the
 * change policy. A cancelled booking can no longer be changed: no form, but how to reach us.
 */
export function ChangesTab({ booking }: { booking: BookingDetail }) {
  const lead = booking.passengers.find((p) => p.lead);
  const site = useSiteConfig();
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <Section id="request-change" title="Request a change">
          {isCancelled(booking) ? (
            <p className="mt-2 text-sm text-slate-700">
              This booking has been cancelled, so it can no longer be changed. For a question about
              the cancellation or your refund, call us on {site.phone} or e-mail {site.email},
              quoting your booking reference.
            </p>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-700">
                Tell us what you would like to change and how we should reach you.
              </p>
              <ChangeRequestForm
                reference={booking.reference}
                contact={{ email: lead?.email ?? '', phone: lead?.phone ?? '' }}
                cancellation={booking.cancellation}
              />
            </>
          )}
        </Section>
      </div>
      <div className="space-y-6 lg:col-span-2">
        <Section id="previous-changes" title="Previous requests">
          <ChangeRequestList requests={booking.changeRequests} />
        </Section>
        <Section id="change-policy" title="Change policy">
          <div className="mt-3 space-y-2 text-sm text-slate-700">
            <p>
              We will always try to make the changes you ask for, but they depend on availability
              and on the terms of the airline and hotel. A change may carry a fee and any difference
              in price, and we will tell you what it costs before anything is changed.
            </p>
            <p>Flight changes made less than 7 days before departure may cost more.</p>
            <p>Name changes may not be possible on some airlines.</p>
            <p className="font-semibold text-slate-900">{ANSWER_PROMISE}</p>
          </div>
        </Section>
      </div>
    </div>
  );
}
