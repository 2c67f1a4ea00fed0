import { Check, X } from 'lucide-react';
import { paymentMessages, type VerifyPaymentResponse } from '@sunward/contracts/payments';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../../shared/api/site';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { useSession } from '../../../../shared/stores/session';
import { buttonClass } from '../../../../shared/ui/Button';
import { PageBody } from '../../../../shared/ui/PageHeader';
import type { VerifyPaymentInput } from '../api/verify-payment';
import { formatLondonDateTime } from '../../../../shared/lib/dates';

/** docs/spec/2-checkout-payment.md 'Payment confirmation screen' and §8 'Payment confirmation', word for word. */
export const paymentConfirmationTexts = {
  verifying: 'Verifying Payment...',
  successTitle: 'Payment Successful!',
  failedTitle: 'Payment Failed',
  missingParameters: paymentMessages.missingVerification,
  verificationFailed: 'Payment verification failed. Please contact support.',
  unableToVerify:
    'Unable to verify payment at this time. Please contact support with your transaction details.',
  errorConfirming: 'An error occurred while confirming your payment.',
  viewBooking: 'View Booking',
  goToAccount: 'Go to My Account',
  tryAgain: 'Try Again',
  goHome: 'Go Home',
} as const;

/** docs/spec/2-checkout-payment.md §3: shown when the answer leaves them empty. */
const DEFAULT_METHOD = 'Card';
const DEFAULT_STATUS = 'Confirmed';

/** '21 November 2026 at 10:05', London time; the raw value if it is not a date. */
function formatPaymentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLondonDateTime(date);
}

/** The result's heading takes focus, so screen readers hear the outcome after 'Verifying'. */
function ResultCard({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'failure';
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const success = tone === 'success';
  return (
    <PageBody narrow>
      <section
        aria-labelledby="payment-result-heading"
        className="rounded-card bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10"
      >
        <span
          aria-hidden="true"
          className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${
            success ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-coral-600'
          }`}
        >
          success ? (
          <Check className="h-9 w-9" strokeWidth={2.5} />
          ) : (
          <X className="h-9 w-9" strokeWidth={2.5} />)
        </span>
        <h1
          id="payment-result-heading"
          ref={heading}
          tabIndex={-1}
          className={`mt-5 text-2xl font-extrabold tracking-tight focus:outline-none sm:text-3xl ${
            success ? 'text-brand-900' : 'text-coral-600'
          }`}
        >
          {title}
        </h1>
        {children}
      </section>
    </PageBody>
  );
}

function Details({ rows }: { rows: [string, string, string?][] }) {
  return (
    <dl className="mx-auto mt-6 max-w-md divide-y divide-slate-200 rounded-lg bg-slate-50 px-4 text-left text-sm ring-1 ring-slate-200">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold break-all text-slate-900" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SuccessView({
  result,
  input,
}: {
  result: VerifyPaymentResponse;
  input: VerifyPaymentInput;
}) {
  const signedIn = useSession((s) => s.token !== null);
  const reference = result.bookingReference || input.bookingReference;
  return (
    <ResultCard tone="success" title={paymentConfirmationTexts.successTitle}>
      <p className="mt-2 text-slate-700">Thank you. Your payment has been received.</p>
      <Details
        rows={[
          ['Transaction ID', result.transactionId || input.transactionId],
          ['Amount paid', formatPoundsAndPence(result.amount), 'amount-paid'],
          ['Booking reference', reference],
          ['Payment date', formatPaymentDate(result.paymentDate)],
          ['Payment method', result.paymentMethod || DEFAULT_METHOD],
          ['Status', result.status || DEFAULT_STATUS],
        ]}
      />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {reference && (
          <Link
            to={`/book/confirmation/${encodeURIComponent(reference)}`}
            className={buttonClass('primary')}
          >
            {paymentConfirmationTexts.viewBooking}
          </Link>
        )}
        <Link to={signedIn ? '/account' : '/'} className={buttonClass('secondary')}>
          {paymentConfirmationTexts.goToAccount}
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        We have sent a confirmation email with your booking details. If it has not arrived in a few
        minutes, please check your junk folder.
      </p>
    </ResultCard>
  );
}

export function FailureView({
  message,
  reference,
  transactionId,
}: {
  message: string;
  reference: string | null;
  transactionId: string | null;
}) {
  const site = useSiteConfig();
  const rows: [string, string][] = [];
  if (reference) rows.push(['Booking reference', reference]);
  if (transactionId) rows.push(['Transaction ID', transactionId]);
  return (
    <ResultCard tone="failure" title={paymentConfirmationTexts.failedTitle}>
      <p role="alert" className="mt-3 text-base text-slate-800">
        {message}
      </p>
      {rows.length > 0 && <Details rows={rows} />}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {reference && (
          <Link to="/book/passengers" className={buttonClass('primary')}>
            {paymentConfirmationTexts.tryAgain}
          </Link>
        )}
        <Link to="/" className={buttonClass('secondary')}>
          {paymentConfirmationTexts.goHome}
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600" data-testid="support-advice">
        If you have been charged or need help, please contact our support team on{' '}
        <a href={`tel:${site.phone.replace(/\s/g, '')}`} className="font-semibold text-brand-700">
          {site.phone}
        </a>{' '}
        or{' '}
        <a href={`mailto:${site.email}`} className="font-semibold text-brand-700">
          {site.email}
        </a>
        {reference
          ? `, quoting booking reference ${reference}.`
          : ', quoting your transaction details.'}
      </p>
    </ResultCard>
  );
}
