import { type VerifyPaymentResponse } from '@sunward/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { trackOnce } from '../../../../shared/lib/analytics';
import { ApiError, NetworkError } from '../../../../shared/lib/api-client';
import { useSession } from '../../../../shared/stores/session';
import { Spinner } from '../../../../shared/ui/Spinner';
import { customerItinerariesQuery } from '../../../../shared/api/itineraries';
import { bookingQueryKey } from '../../../../shared/api/booking';
import { verifyPaymentQuery, type VerifyPaymentInput } from '../api/verify-payment';
import { SuccessView, FailureView, paymentConfirmationTexts } from './PaymentResult';

/** docs/spec/2-checkout-payment.md §4: the names each value may arrive under from the gateway's redirect. */
const TRANSACTION_PARAMS = ['transactionId', 'txn_id', 'xref'] as const;
const REFERENCE_PARAMS = ['bookingReference', 'booking_ref', 'orderRef'] as const;

function firstParam(params: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** A thrown call: no answer or a server fault is 'unable to verify'; anything else is generic. */
function thrownMessage(error: unknown): string {
  if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)) {
    return paymentConfirmationTexts.unableToVerify;
  }
  return paymentConfirmationTexts.errorConfirming;
}

/** docs/spec/2-checkout-payment.md 'Payment confirmation': verifying, then success or failure. */
export default function PaymentConfirmationPage() {
  const [params] = useSearchParams();
  const transactionId = firstParam(params, TRANSACTION_PARAMS);
  const bookingReference = firstParam(params, REFERENCE_PARAMS);

  if (!transactionId || !bookingReference) {
    return (
      <FailureView
        message={paymentConfirmationTexts.missingParameters}
        reference={bookingReference}
        transactionId={transactionId}
      />
    );
  }
  return (
    <Verification
      key={`${transactionId}|${bookingReference}`}
      input={{ transactionId, bookingReference }}
    />
  );
}

function Verification({ input }: { input: VerifyPaymentInput }) {
  const verification = useQuery(verifyPaymentQuery(input));
  const result = verification.data;
  useAfterSuccess(result?.success ? result : null, input);

  if (verification.isPending) return <Spinner label={paymentConfirmationTexts.verifying} />;
  if (verification.isError) {
    return (
      <FailureView
        message={thrownMessage(verification.error)}
        reference={input.bookingReference}
        transactionId={input.transactionId}
      />
    );
  }
  const answer = verification.data;
  if (!answer.success) {
    return (
      <FailureView
        message={answer.message || paymentConfirmationTexts.verificationFailed}
        reference={answer.bookingReference || input.bookingReference}
        transactionId={answer.transactionId || input.transactionId}
      />
    );
  }
  return <SuccessView result={answer} input={input} />;
}

/**
 * Once per verified payment: the signed-in customer's bookings are refreshed (docs/spec/2-checkout-payment.md §4), the
 * booking itself is re-read when next shown, and 'Purchase' is reported (once, even on reload).
 */
function useAfterSuccess(result: VerifyPaymentResponse | null, input: VerifyPaymentInput) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const done = useRef(false);
  useEffect(() => {
    if (!result || done.current) return;
    done.current = true;
    const reference = result.bookingReference || input.bookingReference;
    if (token) {
      void queryClient.invalidateQueries({ queryKey: customerItinerariesQuery(token).queryKey });
    }
    void queryClient.invalidateQueries({ queryKey: bookingQueryKey(reference) });
    trackOnce(
      'Purchase',
      { value: result.amount, currency: 'GBP', reference },
      result.transactionId || input.transactionId,
    );
  }, [result, input, token, queryClient]);
}
