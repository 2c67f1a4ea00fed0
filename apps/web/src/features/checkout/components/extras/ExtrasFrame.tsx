import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { packagePath } from '../../../../shared/lib/open-package';
import { buttonClass } from '../../../../shared/ui/Button';
import { useCheckout } from '../../../../shared/stores/checkout';

/** The package page this checkout came from ('/package' when it is not known). */
export function usePackageLink(): string {
  const uuid = useCheckout((s) => s.itineraryUuid);
  const selection = useCheckout((s) => s.selection);
  return uuid && selection ? packagePath(uuid, selection.hotelId, selection.flightId) : '/package';
}

export function BackLink() {
  const to = usePackageLink();
  return (
    <Link to={to} className={buttonClass('secondary')}>
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}

export function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 lg:pb-10">
      <BackLink />
      {children}
    </div>
  );
}
