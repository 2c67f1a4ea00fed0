import type { PaymentSubmitResponse } from '@sunward/contracts/payments';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { useCheckout } from '../../../../shared/stores/checkout';
import { toast } from '../../../../shared/stores/toasts';
import { useSubmitPayment } from '../../api/submit-payment';
import { useHostedFields } from '../../../../shared/ui/card-fields/use-hosted-fields';
import {
  describePaymentFailure,
  nextRoute,
  PAYMENT_FAILED_DEFAULT,
  PAYMENT_FAILED_TOAST,
  PAYMENT_FORM_ERRORS,
  PAYMENT_PROCESS_FAILED,
  type PaymentFailure,
} from '../lib/payment-outcome';

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
  const submission = useSubmitPayment();
  const [challenge, setChallenge] = useState<BankChallenge | null>(null);
  const attemptKey = useRef(newKey());
  const fields = useHostedFields({
    gatewayUrl,
    loadFailedMessage: PAYMENT_FORM_ERRORS.form,
    onToken: (paymentToken) => void pay(paymentToken),
  });
  const { setBusy: setPaying, setFormError } = fields;

  function failed(error: unknown) {
    setPaying(false);
    attemptKey.current = newKey();
    if (onFailed) {
      onFailed(describePaymentFailure(error));
      return;
    }
    // Without an itinerary there is no failed-payment page to go to: say so on the form.
    if (!itineraryUuid) {
      toast(PAYMENT_PROCESS_FAILED, { type: 'error', duration: 5000 });
      setFormError(PAYMENT_PROCESS_FAILED);
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

  return {
    frameRef: fields.frameRef,
    onFrameLoad: fields.onFrameLoad,
    allReady: fields.allReady,
    errors: fields.errors,
    formError: fields.formError,
    paying: fields.busy,
    challenge,
    onPay: fields.tokenise,
  };
}
