import { Link } from 'react-router';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';
import type { PrebookProblem } from '../hooks/use-book-now';
import { formatPoundsAndPence } from '../../../shared/lib/money';

/** Prebook did not hold the package: continue at the new price (when there is one) or go back. */
export function PrebookProblemAlert({
  problem,
  onAccept,
}: {
  problem: PrebookProblem;
  onAccept: (totalPence: number) => void;
}) {
  return (
    <div className="mt-6">
      <Alert tone="error">
        <p>{problem.message}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {problem.kind === 'price' && problem.total > 0 && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => onAccept(problem.total)}
            >
              Continue at {formatPoundsAndPence(problem.total)}
            </button>
          )}
          <Link to="/search" className={buttonClass('secondary')}>
            Back to Search Results
          </Link>
        </div>
      </Alert>
    </div>
  );
}
