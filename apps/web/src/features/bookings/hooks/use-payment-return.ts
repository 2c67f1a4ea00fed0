import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { refreshAfterBookingPayment } from '../api/pay-booking-payment';
import { PAYMENT_RETURN_KEYS, readPaymentReturn } from '../lib/payment-return';
import type { BookingPaymentFlow } from './use-booking-payment-flow';

/**
 * The way back from the bank's 3-D Secure pages: the outcome in the address is shown (success,
 * with the booking read again, or the error panel) and taken out of the address, replacing it,
 * so a reload or Back does not show it again.
 */
export function usePaymentReturn(reference: string, returned: BookingPaymentFlow['returned']) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = readPaymentReturn(params);
  const handle = useEffectEvent(() => {
    if (!outcome) return;
    returned(outcome);
    if ('paid' in outcome) void refreshAfterBookingPayment(queryClient, reference);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of PAYMENT_RETURN_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  });
  const present = outcome !== null;
  useEffect(() => {
    if (present) handle();
  }, [present]);
}
