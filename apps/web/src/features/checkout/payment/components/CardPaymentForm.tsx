import { paymentMessages, type PaymentSubmitResponse } from '@sunward/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useSubmitPayment } from '../../api/submit-payment';
import { useCheckout } from '../../../../shared/stores/checkout';
import {
  CARD_FIELDS,
  fieldUrl,
  isGatewayMessage,
  type CardField,
  type GatewayMessage,
} from './hosted-fields';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import {
  PAYMENT_FORM_ERRORS,
  PAYMENT_FAILED_DEFAULT,
  PAYMENT_FAILED_TOAST,
  type PaymentFailure,
  describePaymentFailure,
  nextRoute,
} from '../lib/payment-outcome';

/** The hosted fields have this long to say they are ready. */
const FIELDS_TIMEOUT_MS = 15_000;

const newKey = () => crypto.randomUUID();

interface Props {
  itineraryUuid: string;
  planId: string;
  /** Pence due today. */
  amount: number;
  gatewayUrl: string;
  isRetry?: boolean;
  /** Called with the booking reference once paid (before navigating on). */
  onBooked?: (reference: string) => void;
  /** Called when the bank takes over (3-D Secure): the reference comes back with the browser. */
  onBankStep?: () => void;
  /**
   * Called when the payment fails, instead of going to the failed-payment page (the page that
   * is already there, retrying, shows the failure itself). A new attempt gets a new key.
   */
  onFailed?: (failure: PaymentFailure) => void;
}

/**
 * The card payment (docs/spec/2-checkout-payment.md §2, §4, §7): the gateway's hosted fields, Pay, then 3-D Secure in a
 * frame when the bank asks for it. Card data stays inside the gateway's frames; this page only
 * ever holds the token they hand back.
 */
export function CardPaymentForm({
  itineraryUuid,
  planId,
  amount,
  gatewayUrl,
  isRetry = false,
  onBooked,
  onBankStep,
  onFailed,
}: Props) {
  const navigate = useNavigate();
  const frames = useRef<Partial<Record<CardField, HTMLIFrameElement | null>>>({});
  const [ready, setReady] = useState<Set<CardField>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submission = useSubmitPayment();
  const [paying, setPaying] = useState(false);
  const [challenge, setChallenge] = useState<Extract<
    PaymentSubmitResponse,
    { requiresAction: true }
  > | null>(null);
  const challengeForm = useRef<HTMLFormElement>(null);
  // One key per attempt: a double click or resend repeats it; a failure starts a new attempt.
  const attemptKey = useRef(newKey());
  const gatewayOrigin = new URL(gatewayUrl, window.location.href).origin;
  const allReady = ready.size === CARD_FIELDS.length;

  function failed(error: unknown) {
    setPaying(false);
    attemptKey.current = newKey();
    if (onFailed) {
      onFailed(describePaymentFailure(error));
      return;
    }
    if (error instanceof ApiError && error.status >= 400) {
      const message = error.hasServerMessage ? error.message : PAYMENT_FAILED_DEFAULT;
      const q = new URLSearchParams({
        error: message,
        errorCode: describePaymentFailure(error).code,
      });
      void navigate(`/payment/failed/${itineraryUuid}?${q.toString()}`);
      return;
    }
    toast(PAYMENT_FAILED_TOAST, { type: 'error', duration: 5000 });
    setFormError(`Payment Error: ${PAYMENT_FORM_ERRORS.critical}`);
  }

  async function pay(paymentToken: string) {
    try {
      const answer = await submission.mutateAsync({
        itineraryUuid,
        paymentToken,
        amount,
        planId,
        isRetry,
        idempotencyKey: attemptKey.current,
      });
      if (answer.requiresAction) {
        onBankStep?.();
        setChallenge(answer);
        return;
      }
      onBooked?.(answer.bookingReference);
      useCheckout.getState().setBooking(itineraryUuid, answer.bookingReference);
      const next = nextRoute(answer);
      if ('external' in next) window.location.assign(next.external);
      else void navigate(next.internal);
    } catch (error) {
      failed(error);
    }
  }

  // Messages from the gateway's frames only (origin and source checked).
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== gatewayOrigin || !isGatewayMessage(event.data)) return;
      const message: GatewayMessage = event.data;
      switch (message.type) {
        case 'ready':
          setReady((r) => new Set(r).add(message.field));
          break;
        case 'change':
          setErrors((e) => ({ ...e, [message.field]: message.error }));
          break;
        case 'token':
          void pay(message.paymentToken);
          break;
        case 'tokenError':
          setPaying(false);
          setErrors(message.errors);
          break;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pay reads refs and props of this render
  }, [gatewayOrigin, itineraryUuid, planId, amount]);

  // Frames that never say they are ready: the form could not load.
  useEffect(() => {
    if (allReady) return;
    const timer = setTimeout(() => setFormError(PAYMENT_FORM_ERRORS.form), FIELDS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [allReady]);

  // 3-D Secure: post the bank's request into the frame once it exists.
  useEffect(() => {
    if (challenge) challengeForm.current?.submit();
  }, [challenge]);

  function onPay() {
    if (!allReady || paying) return;
    setPaying(true);
    setFormError(null);
    frames.current.number?.contentWindow?.postMessage(
      { source: 'sunward-checkout', type: 'tokenise' },
      gatewayOrigin,
    );
  }

  // docs/spec/2-checkout-payment.md §5: nothing to take (a broken total) is never sent to the gateway.
  if (amount <= 0) return <Alert tone="error">{paymentMessages.invalidTotal}</Alert>;

  if (challenge) {
    return (
      <section aria-labelledby="three-ds-heading" className="space-y-3">
        <h3 id="three-ds-heading" className="text-lg font-bold text-brand-900">
          Confirm your payment with your bank
        </h3>
        <p className="text-sm text-slate-700">
          Your bank may ask you to approve this payment. Please don&rsquo;t close or refresh this
          page.
        </p>
        <form
          ref={challengeForm}
          method="post"
          action={challenge.redirectUrl}
          target="sunward-3ds"
          className="hidden"
        >
          {Object.entries(challenge.redirectData).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
        <iframe
          name="sunward-3ds"
          title="Bank verification"
          className="h-[480px] w-full rounded-lg border border-slate-300 bg-white"
        />
      </section>
    );
  }

  return (
    <form
      className="space-y-4"
      aria-label="Card payment"
      onSubmit={(e) => {
        e.preventDefault();
        onPay();
      }}
    >
      {!allReady && !formError && <Spinner label="Loading secure card fields..." />}
      <div className={`grid gap-4 sm:grid-cols-2 ${allReady ? '' : 'sr-only'}`}>
        {CARD_FIELDS.map(({ field, name, label }) => (
          <div key={field} className={field === 'number' ? 'sm:col-span-2' : ''}>
            <p id={`${name}-label`} className="mb-1 block text-sm font-medium text-slate-800">
              {label}
            </p>
            <iframe
              ref={(el) => {
                frames.current[field] = el;
              }}
              name={name}
              title={label}
              aria-describedby={errors[field] ? `${name}-error` : undefined}
              src={fieldUrl(gatewayUrl, field)}
              className={`h-12 w-full rounded-lg border bg-white ${errors[field] ? 'border-coral-600' : 'border-slate-300'}`}
            />
            {errors[field] && (
              <p id={`${name}-error`} className="mt-1 text-sm font-medium text-coral-600">
                {errors[field]}
              </p>
            )}
          </div>
        ))}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" variant="sun" className="w-full" disabled={!allReady || paying}>
        {paying ? 'Processing payment...' : `Pay ${formatPoundsAndPence(amount)}`}
      </Button>
      <p className="text-xs text-slate-600">
        Your card details go straight to our payment provider in the fields above and are never seen
        or stored by us.
      </p>
    </form>
  );
}
