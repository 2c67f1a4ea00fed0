import type { CheckoutView } from '@sunward/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { useCheckout } from '../../../shared/stores/checkout';
import { useOverlays } from '../../../shared/stores/overlays';
import { toast } from '../../../shared/stores/toasts';
import { checkoutQueryKey } from '../api/get-checkout';
import { useUploadExtras } from '../api/upload-extras';
import {
  NO_TRANSFER,
  realTransfers,
  toUploadExtras,
  type ExtrasSelection,
} from '../lib/extras-selection';
import { useTransferDecision } from './use-transfer-decision';

/** docs/spec/2-checkout-payment.md §8 and §5 texts for this page, word for word. */
export const extrasMessages = {
  saveFailed: 'Failed to save extras selection',
  decideTransfer: 'Please decide whether you need airport transfers',
  flightDetails: 'Please provide your flight details for transfer arrangements',
  confirming: 'Confirming Your Selections...',
  confirmingDetail: 'This may take up to 20 seconds!',
} as const;

/** docs/spec/2-checkout-payment.md §5: hotel-only toasts are errors shown for 3 s. */
export const TOAST = { type: 'error', duration: 3000 } as const;

/**
 * Continue on the extras page: a hotel-only stay with transfers on offer needs the transfer answer
 * (and flight details for a transfer) first; then the selection is uploaded under the loading
 * overlay, the checkout updated and the passengers page opened. A hold gone (410) is the page's to
 * say; a change on the server (409) reloads what is on offer and keeps the customer's choices.
 */
export function useExtrasContinue(view: CheckoutView, onExpired: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { decided, hasFlightDetails } = useTransferDecision(view);
  const upload = useUploadExtras({
    onStart: () =>
      useOverlays
        .getState()
        .showLoading(extrasMessages.confirming, extrasMessages.confirmingDetail),
    onEnd: () => useOverlays.getState().hideLoading(),
  });

  const proceed = async (selection: ExtrasSelection) => {
    if (upload.isPending) return;
    if (view.type === 'hotelonly' && realTransfers(view.options.transfers).length > 0) {
      if (!decided) {
        toast(extrasMessages.decideTransfer, TOAST);
        return;
      }
      if (selection.transferId !== NO_TRANSFER && !hasFlightDetails) {
        toast(extrasMessages.flightDetails, TOAST);
        return;
      }
    }
    const extras = toUploadExtras(view, selection);
    const key = checkoutQueryKey(view.uuid);
    try {
      const res = await upload.mutateAsync({ uuid: view.uuid, extras });
      queryClient.setQueryData<CheckoutView>(key, (old) =>
        old
          ? {
              ...old,
              state: res.state,
              totals: res.totals,
              selection: { ...extras, transfer: res.transfer },
            }
          : old,
      );
      // The passengers page reads it afresh.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      useCheckout.getState().markExtrasCommitted();
      void navigate('/book/passengers');
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) {
        onExpired();
        return;
      }
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      const detail =
        err instanceof ApiError &&
        (err.status === 409 || err.status === 422) &&
        err.hasServerMessage
          ? err.message
          : null;
      const message = detail
        ? `${extrasMessages.saveFailed}: ${detail}`
        : extrasMessages.saveFailed;
      setSaveError(message);
      toast(message, { type: 'error' });
    }
  };

  return {
    proceed,
    busy: upload.isPending,
    saveError,
    clearError: () => setSaveError(null),
  };
}
