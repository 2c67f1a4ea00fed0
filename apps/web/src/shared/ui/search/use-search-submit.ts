import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UNKNOWN_SEARCH_ERROR } from '../../api/search';
import { useSearchHolidays } from '../../api/use-search-holidays';
import { ApiError } from '../../lib/api-client';
import { toQuery, toSearchRequest, validate } from '../../lib/search-criteria';
import { useOverlays } from '../../stores/overlays';
import { firstPageQuery, useSearchStore } from '../../stores/search';
import { toast } from '../../stores/toasts';

/**
 * The search bar's Search (docs/spec/1-shell-search-package.md §4 'Search bar'): the criteria are
 * checked first; then searching (the loading overlay) until the itinerary is stored and the
 * results open, or the error: the server's message, else 'Search failed' with a toast.
 */
export function useSearchSubmit() {
  const criteria = useSearchStore((s) => s.criteria);
  const searchSucceeded = useSearchStore((s) => s.searchSucceeded);
  const search = useSearchHolidays();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = async () => {
    const problem = validate(criteria);
    setError(problem);
    if (problem) return;
    const { showLoading, hideLoading } = useOverlays.getState();
    showLoading('Searching for your perfect holiday...', 'This may take up to 20 seconds!');
    try {
      // A new search starts from the default view (searchSucceeded resets it): its first page.
      const res = await search.mutateAsync(toSearchRequest(criteria, firstPageQuery()));
      if (res.status === 'success' && res.itinerary) {
        searchSucceeded(criteria, res.itinerary);
        void navigate(`/search?${toQuery(criteria).toString()}`);
      } else {
        setError(res.message || UNKNOWN_SEARCH_ERROR);
      }
    } catch (err) {
      const message =
        err instanceof ApiError && err.status < 500 && err.hasServerMessage
          ? err.message
          : 'Search failed';
      setError(message);
      toast(message, { type: 'error', duration: 3000 });
    } finally {
      hideLoading();
    }
  };

  return { submit, searching: search.isPending, error };
}
