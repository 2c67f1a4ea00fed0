import { prebookResponse, type PrebookRequest } from '@sunward/contracts/prebook';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * POST /itinerary/prebook (spec 1 §7): re-prices live and holds the rooms and flight for 30
 * minutes. The Idempotency-Key makes a double click or a retry return the same hold.
 */
export const prebookHoliday = (body: PrebookRequest, idempotencyKey: string) =>
  apiRequest('/itinerary/prebook', {
    method: 'POST',
    body,
    schema: prebookResponse,
    headers: { 'idempotency-key': idempotencyKey },
  });
