import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { describeError } from '../../../../shared/lib/errors';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { useAcceptAgreements } from '../../api/accept-agreements';
import { checkboxClass } from './Fields';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * Terms and agreements (docs/spec/2-checkout-payment.md §5 'Agreements'): our terms are required; the airline's too when
 * the outbound airline is Ryanair. Continue stays disabled until every required box is ticked.
 */
export function AgreementsSection({
  uuid,
  airlineRequired,
  airline,
  accepted,
  onComplete,
  onGone,
}: {
  uuid: string;
  airlineRequired: boolean;
  /** The outbound airline's name, for the airline's own box. */
  airline: string;
  /** Already accepted (a reload). */
  accepted: boolean;
  onComplete: () => void;
  onGone: () => void;
}) {
  const accept = useAcceptAgreements(uuid);
  const [terms, setTerms] = useState(accepted);
  const [airlineTerms, setAirlineTerms] = useState(accepted && airlineRequired);
  const [error, setError] = useState<string | null>(null);
  const ready = terms && (!airlineRequired || airlineTerms);

  const submit = async () => {
    setError(null);
    try {
      await accept.mutateAsync({ uuid, terms, ...(airlineRequired ? { airlineTerms } : {}) });
      onComplete();
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) return onGone();
      setError(describeError(err).message);
    }
  };

  return (
    <form
      noValidate
      aria-label="Terms and agreements"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void submit();
      }}
    >
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          required
          className={checkboxClass}
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <span>
          I have read and accept the{' '}
          <Link to="/page/terms_&_conditions" target="_blank" className={linkClass}>
            terms and conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and the{' '}
          <Link to="/page/privacy_policy" target="_blank" className={linkClass}>
            privacy policy
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </span>
      </label>
      {airlineRequired && (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            required
            className={checkboxClass}
            checked={airlineTerms}
            onChange={(e) => setAirlineTerms(e.target.checked)}
          />
          <span>
            I accept {airline}&apos;s terms and conditions of carriage, and understand that{' '}
            {airline} will ask me to confirm my flight details on its own page before my booking is
            complete.
          </span>
        </label>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={!ready || accept.isPending} className="w-full sm:w-auto">
        {accept.isPending ? 'Saving...' : 'Continue'}
      </Button>
    </form>
  );
}
