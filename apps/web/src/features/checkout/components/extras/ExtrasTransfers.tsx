import type { CheckoutView } from '@sunward/contracts/checkout';
import { Link } from 'react-router';
import { Alert } from '../../../../shared/ui/Alert';
import { useTransferDecision } from '../../hooks/use-transfer-decision';
import { realTransfers } from '../../lib/extras-selection';
import { usePackageLink } from './ExtrasFrame';
import { sectionClass, sectionHeadingClass } from './format';
import { TransfersSection } from './TransfersSection';

/**
 * The transfers on offer, with (for a hotel-only stay) a way back to the package page while the
 * transfer question is unanswered or the flight details are missing; a hotel-only stay with none
 * on offer says so.
 */
export function ExtrasTransfers({
  view,
  selectedId,
  onSelect,
}: {
  view: CheckoutView;
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const packageLink = usePackageLink();
  const { decided, hasFlightDetails } = useTransferDecision(view);
  const hotelOnly = view.type === 'hotelonly';

  if (realTransfers(view.options.transfers).length === 0) {
    if (!hotelOnly) return null;
    return (
      <section aria-labelledby="transfers-heading" className={sectionClass}>
        <h2 id="transfers-heading" className={sectionHeadingClass}>
          Airport transfers
        </h2>
        <p className="mt-2 text-slate-700">
          There are no airport transfers available for this stay. You can continue straight to
          passenger details.
        </p>
      </section>
    );
  }

  let notice = null;
  if (hotelOnly && !decided) {
    notice = (
      <Alert tone="warning">
        Please tell us on your holiday page whether you need airport transfers.{' '}
        <Link to={packageLink} className="font-semibold underline">
          Answer the transfer question
        </Link>
      </Alert>
    );
  } else if (hotelOnly && !hasFlightDetails) {
    notice = (
      <Alert tone="info">
        To book a transfer we need your flight details.{' '}
        <Link to={packageLink} className="font-semibold underline">
          Add your flight details
        </Link>
      </Alert>
    );
  }

  return (
    <TransfersSection
      transfers={view.options.transfers}
      selectedId={selectedId}
      onSelect={onSelect}
      notice={notice}
    />
  );
}
