import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/stores/toasts';
import { Spinner } from '../../../shared/ui/Spinner';
import { packagePath, searchForHotel } from '../../../shared/lib/open-package';
import { parseSharedPackage } from '../lib/share-link';

/** How long the failure toast shows before the customer is taken home (docs/spec/1-shell-search-package.md §4). */
const HOME_AFTER_MS = 2000;

/**
 * /share/package: reads the link, re-runs its search, then opens the holiday with the link's
 * flight (else the first) and room. Any failure is a toast, then home after 2 seconds.
 */
export function SharedPackageLoader() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      toast(message, { type: 'error', duration: 5000 });
      setTimeout(() => void navigate('/', { replace: true }), HOME_AFTER_MS);
    };
    const link = parseSharedPackage(params);
    if ('error' in link) {
      fail(link.error);
      return;
    }
    searchForHotel(link.criteria, link.hotelId).then(
      ({ itinerary, found }) => {
        if (!found) {
          fail('The selected hotel is no longer available');
          return;
        }
        void navigate(packagePath(itinerary.uuid, link.hotelId, link.flightId, link.roomToken), {
          replace: true,
        });
      },
      (err: unknown) =>
        fail(
          err instanceof Error && err.message
            ? err.message
            : 'Failed to load the shared holiday package',
        ),
    );
  }, [params, navigate]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-extrabold text-brand-900">Shared Holiday</h1>
      <Spinner label="Loading your shared holiday package..." className="mt-6" />
    </div>
  );
}
