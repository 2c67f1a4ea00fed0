import { CHECKOUT_KEY_HEADER } from '@sunward/contracts/checkout';
import { prebookResponse, type PrebookRequest } from '@sunward/contracts/prebook';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export interface PrebookInput {
  body: PrebookRequest;
  idempotencyKey: string;
  /** The checkout key this browser already holds, if any. */
  currentCheckoutKey?: string;
}

/**
 * POST /itinerary/prebook (docs/spec/1-shell-search-package.md §7): re-prices live and holds the rooms and flight for 30
 * minutes. The Idempotency-Key makes a double click or a retry return the same hold. The checkout
 * key this browser already holds (if any) goes along: a new hold of the same search replaces that
 * one, and never anybody else's.
 */
export const prebookHoliday = ({ body, idempotencyKey, currentCheckoutKey }: PrebookInput) =>
  apiRequest('/itinerary/prebook', {
    method: 'POST',
    body,
    schema: prebookResponse,
    headers: {
      'idempotency-key': idempotencyKey,
      ...(currentCheckoutKey ? { [CHECKOUT_KEY_HEADER]: currentCheckoutKey } : {}),
    },
  });

/**
 * Prebook as a mutation: its pending state is the page's 'booking' state. The page words its own
 * errors (a new price, sold out, or the generic handler with its prefix), so the generic modal
 * stays closed.
 */
export const usePrebookMutation = () =>
  useMutation({ mutationFn: prebookHoliday, meta: { handlesErrors: true } });
