import type { BookingPaymentType } from '@sunward/contracts/booking-payments';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { formatWeekdayLongDate } from '../../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../../shared/lib/money';
import { Button } from '../../../../../shared/ui/Button';
import { Field } from '../../../../../shared/ui/Field';
import type { BookingPaymentFlow } from '../../../hooks/use-booking-payment-flow';
import { paymentTypeOptions } from '../../../lib/booking-payment';
import { StepHeading } from './StepHeading';

const radioClass = ({
  isSelected,
  isFocusVisible,
}: {
  isSelected: boolean;
  isFocusVisible: boolean;
}) =>
  `flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-3 ring-1 ${
    isSelected ? 'bg-sun-50 ring-2 ring-sun-500' : 'bg-white ring-slate-300 hover:bg-slate-50'
  } ${isFocusVisible ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`;

/**
 * Step 1 (docs/spec/3-accounts-bookings-content.md §2, §5): how much to pay: the next instalment,
 * the remaining balance or a custom amount in pounds (step 0.01, at least £1.00, not above the
 * balance; its message shows once Continue is pressed).
 */
export function SelectAmountStep({
  flow,
  remaining,
  nextDueDate,
  focus,
}: {
  flow: BookingPaymentFlow;
  remaining: number;
  nextDueDate: string | null;
  focus: boolean;
}) {
  const { state, amountError } = flow;
  const hints: Record<BookingPaymentType, string | null> = {
    next_installment: nextDueDate ? `Due ${formatWeekdayLongDate(nextDueDate)}` : null,
    remaining_balance: formatPoundsAndPence(remaining),
    custom: 'Any amount from £1.00',
  };
  return (
    <form
      noValidate
      aria-labelledby="payment-amount-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void flow.review();
      }}
    >
      <StepHeading id="payment-amount-heading" focus={focus}>
        Select how much you would like to pay
      </StepHeading>
      <RadioGroup
        aria-labelledby="payment-amount-heading"
        value={state.paymentType}
        onChange={(value) => flow.choose(value as BookingPaymentType)}
        className="mt-3 grid gap-2"
      >
        {paymentTypeOptions.map((option) => (
          <RadioField key={option.value} value={option.value}>
            <RadioButton className={radioClass}>
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 ${
                      isSelected ? 'border-brand-700' : 'border-slate-400'
                    }`}
                  >
                    {isSelected && <span className="h-2.5 w-2.5 rounded-full bg-brand-700" />}
                  </span>
                  <span className="flex flex-1 flex-wrap justify-between gap-x-3 text-sm">
                    <span className="font-semibold text-slate-900">{option.label}</span>
                    {hints[option.value] && (
                      <span className="text-slate-700">{hints[option.value]}</span>
                    )}
                  </span>
                </>
              )}
            </RadioButton>
          </RadioField>
        ))}
      </RadioGroup>
      {state.paymentType === 'custom' && (
        <Field
          className="mt-4 max-w-xs"
          label="Amount to pay (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="1"
          max={(remaining / 100).toFixed(2)}
          value={state.amountText}
          onChange={(e) => flow.setAmount(e.target.value)}
          error={amountError ?? undefined}
          hint={`Up to ${formatPoundsAndPence(remaining)}`}
        />
      )}
      <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={state.busy !== null}>
        Continue
      </Button>
    </form>
  );
}
