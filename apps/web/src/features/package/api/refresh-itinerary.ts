import { refreshResponse } from '@sunward/contracts/search';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Refresh an itinerary for a new departure date (docs/spec/1-shell-search-package.md §7): a new itinerary for one hotel. */
export const refreshItinerary = (body: { uuid: string; hotel_id: number; date: string }) =>
  apiRequest('/itinerary/refresh', { method: 'POST', body, schema: refreshResponse });

/**
 * The refresh as a mutation: its pending state is the date picker's 'updating' state. A failure is
 * a toast on the page (docs/spec/1-shell-search-package.md §8), not the generic modal.
 */
export const useRefreshItineraryMutation = () =>
  useMutation({ mutationFn: refreshItinerary, meta: { handlesErrors: true } });
