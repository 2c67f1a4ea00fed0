import { formatShortDate } from '../../../shared/lib/dates';
import type { TransferChoice } from '../../../shared/stores/package';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';
import { TRANSFER_LEGS, type TransferFormValues } from '../lib/transfer-form';

export interface TransferConfirmationProps {
  choice: TransferChoice;
  /** The form as last saved: the airports' names where the saved code is still the one chosen. */
  values: TransferFormValues;
  onEdit: () => void;
  onReset: () => void;
}

/**
 * What the customer saved: no transfer, or their flights with 'Edit Flight Details' (back to the
 * form); 'Change Transfer Option' starts again from the question.
 */
export function TransferConfirmation({
  choice,
  values,
  onEdit,
  onReset,
}: TransferConfirmationProps) {
  const change = (
    <button type="button" onClick={onReset} className={buttonClass('secondary')}>
      Change Transfer Option
    </button>
  );

  if (choice.kind === 'declined') {
    return (
      <div className="mt-3 space-y-4">
        <Alert tone="success" title="No transfer required">
          You&apos;ve chosen to make your own way between the airport and your hotel.
        </Alert>
        {change}
      </div>
    );
  }

  return (
    <div className="mt-3 space-y-4">
      <Alert tone="success" title="Flight details saved">
        We&apos;ll use these flights to arrange your transfers.
      </Alert>
      <dl className="grid gap-4 sm:grid-cols-2">
        {TRANSFER_LEGS.map(({ leg, title }) => {
          const d = choice.details[leg];
          const label = values[leg].airportCode === d.airportCode ? values[leg].airportLabel : '';
          return (
            <div key={leg} className="rounded-lg bg-slate-50 p-4">
              <dt className="font-semibold text-slate-900">{title}</dt>
              <dd className="mt-1 text-sm text-slate-700">
                <span className="block">
                  {label && label !== d.airportCode ? label : d.airportCode}
                </span>
                <span className="block">Flight {d.flightNumber}</span>
                <span className="block">
                  {formatShortDate(d.date)} at {d.time}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onEdit} className={buttonClass('primary')}>
          Edit Flight Details
        </button>
        {change}
      </div>
    </div>
  );
}
