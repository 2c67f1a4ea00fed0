import type { PaymentSubmitResponse } from '@sunward/contracts/payments';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { useCheckout } from '../../../../shared/stores/checkout';
import { toast } from '../../../../shared/stores/toasts';
import { useSubmitPayment } from '../../api/submit-payment';
import {
  CARD_FIELDS,
  isGatewayMessage,
  type CardField,
  type GatewayMessage,
} from '../components/hosted-fields';
import {
  describePaymentFailure,
  nextRoute,
  PAYMENT_FAILED_DEFAULT,
  PAYMENT_FAILED_TOAST,
  PAYMENT_FORM_ERRORS,
  type PaymentFailure,
} from '../lib/payment-outcome';

/** The hosted fields have this long to say they are ready. */
const FIELDS_TIMEOUT_MS = 15_000;

const newKey = () => crypto.randomUUID();

export type BankChallenge = Extract<PaymentSubmitResponse, { requiresAction: true }>;

export interface CardPaymentOptions {
  itineraryUuid: string;
  planId: string;
  /** Pence due today. */
  amount: number;
  gatewayUrl: string;
  isRetry: boolean;
  /** Called with the booking reference once paid (before navigating on). */
  onBooked?: ((reference: string) => void) | undefined;
  /** Called when the bank takes over (3-D Secure): the reference comes back with the browser. */
  onBankStep?: (() => void) | undefined;
  /**
   * Called when the payment fails, instead of going to the failed-payment page (the page that
   * is already there, retrying, shows the failure itself). A new attempt gets a new key.
   */
  onFailed?: ((failure: PaymentFailure) => void) | undefined;
}

/**
 * A card payment through the gateway's hosted fields: which fields are ready and what they say
 * (messages from the gateway's frames only, origin checked), Pay (the number field tokenises the
 * card), the payment sent with the token under one key per attempt (a double click or resend
 * repeats it; a failure starts a new attempt), then the booking, the bank's 3-D Secure request,
 * or the failure: the caller's, the failed-payment page, or a message on the form.
 */
export function useCardPayment({
  itineraryUuid,
  planId,
  amount,
  gatewayUrl,
  isRetry,
  onBooked,
  onBankStep,
  onFailed,
}: CardPaymentOptions) {
  const navigate = useNavigate();
  const frames = useRef<Partial<Record<CardField, HTMLIFrameElement | null>>>({});
  const [ready, setReady] = useState<Set<CardField>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submission = useSubmitPayment();
  const [paying, setPaying] = useState(false);
  const [challenge, setChallenge] = useState<BankChallenge | null>(null);
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

  function onPay() {
    if (!allReady || paying) return;
    setPaying(true);
    setFormError(null);
    frames.current.number?.contentWindow?.postMessage(
      { source: 'sunward-checkout', type: 'tokenise' },
      gatewayOrigin,
    );
  }

  return {
    frameRef: (field: CardField) => (el: HTMLIFrameElement | null) => {
      frames.current[field] = el;
    },
    allReady,
    errors,
    formError,
    paying,
    challenge,
    onPay,
  };
}
