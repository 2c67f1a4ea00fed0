import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentUserQuery } from '../../features/auth/api/current-user';
import { ApiError } from '../../shared/lib/api-client';
import { useSession } from '../../shared/stores/session';

/**
 * docs/spec/1-shell-search-package.md §4 'Session': the current user is fetched on every navigation. A refusal from the
 * server (401/403/404) ends the session; a network blip or a 5xx keeps it, so a customer on a
 * bad connection is not signed out mid-booking.
 */
export function SessionSync() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    queryClient
      .query({ ...currentUserQuery(token), staleTime: 0 })
      .then(({ user }) => {
        if (!cancelled && useSession.getState().token === token)
          useSession.getState().setUser(user);
      })
      .catch((err: unknown) => {
        if (cancelled || useSession.getState().token !== token) return;
        if (err instanceof ApiError && [401, 403, 404].includes(err.status))
          useSession.getState().logout();
      });
    return () => {
      cancelled = true;
    };
  }, [location.key, token, queryClient]);

  return null;
}
