import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { failedPaymentTexts as T } from './texts';
import type { BannerFailure } from './use-failed-payment-params';

/**
 * The red 'Payment Failed' banner (docs/spec/2-checkout-payment.md §2, §8): the failure's message and, when there is one,
 * its code. Its heading is the page's h1 and takes focus on arrival and after each failed retry
 * (`focusKey` changes), so screen readers hear the failure.
 */
export function FailureBanner({ failure, focusKey }: { failure: BannerFailure; focusKey: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [focusKey]);
  return (
    <div
      role="alert"
      data-testid="payment-failed-banner"
      className="flex items-start gap-3 rounded-card border-l-4 border-coral-500 bg-red-50 p-5 ring-1 ring-red-200 sm:gap-4 sm:p-6"
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-coral-600"
      >
        <X className="h-6 w-6" strokeWidth={2.5} />
      </span>
      <div className="min-w-0 flex-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold text-red-900 focus:outline-none sm:text-3xl"
        >
          {T.bannerTitle}
        </h1>
        <p
          className="mt-2 text-base font-medium break-words text-red-900"
          data-testid="payment-failed-message"
        >
          {failure.message}
        </p>
        {failure.code && (
          <p className="mt-1 text-sm break-all text-red-800" data-testid="payment-error-code">
            {`${T.errorCode}: ${failure.code}`}
          </p>
        )}
        {failure.message !== T.guidance && (
          <p className="mt-3 text-sm text-slate-700">{T.guidance}</p>
        )}
      </div>
    </div>
  );
}
