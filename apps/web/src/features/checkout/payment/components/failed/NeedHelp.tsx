import { Link } from 'react-router';
import { useSiteConfig } from '../../../../../shared/api/site';
import { buttonClass } from '../../../../../shared/ui/Button';
import { failedPaymentTexts as T, PHONE_HOURS } from './texts';

/** docs/spec/2-checkout-payment.md §2 'Need Help?': Contact Support, and paying by phone instead. */
export function NeedHelp() {
  const site = useSiteConfig();
  return (
    <section
      aria-labelledby="need-help-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="need-help-heading" className="text-xl font-bold text-brand-800">
        {T.needHelp}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        If your payment keeps failing, or you are not sure whether you have been charged, our
        support team will help you complete your booking.
      </p>
      <p className="mt-3 text-sm text-slate-700" data-testid="pay-by-phone">
        Prefer to pay by phone? Call{' '}
        <a
          href={`tel:${site.phone.replace(/\s/g, '')}`}
          className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
        >
          {site.phone}
        </a>{' '}
        and our team will take your payment. Lines are open {PHONE_HOURS}.
      </p>
      <div className="mt-4">
        <Link to="/contact-us" className={buttonClass('secondary', 'w-full sm:w-auto')}>
          {T.contactSupport}
        </Link>
      </div>
    </section>
  );
}
