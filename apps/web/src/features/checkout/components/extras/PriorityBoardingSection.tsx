import type { PriorityBoarding } from '@sunward/contracts/checkout';
import { legName, type LegDirection } from '../../lib/extras-selection';
import { sectionClass, sectionHeadingClass } from './format';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export interface PriorityBoardingSectionProps {
  options: PriorityBoarding;
  /** Flight numbers by direction, for the labels. */
  flightNumbers: Record<LegDirection, string>;
  selected: Record<LegDirection, boolean>;
  passengers: number;
  onChange: (direction: LegDirection, on: boolean) => void;
}

/** Priority boarding per direction, priced per person for everyone with a seat (docs/spec/2-checkout-payment.md §9). */
export function PriorityBoardingSection({
  options,
  flightNumbers,
  selected,
  passengers,
  onChange,
}: PriorityBoardingSectionProps) {
  return (
    <section aria-labelledby="priority-heading" className={sectionClass}>
      <h2 id="priority-heading" className={sectionHeadingClass}>
        Priority boarding
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Priority boarding lets you carry a 10kg cabin bag and board first. It is added for everyone
        travelling with a seat.
      </p>
      <ul className="mt-4 space-y-3">
        {(['outbound', 'inbound'] as const).map((direction) => {
          const option = options[direction];
          if (!option) return null;
          const id = `priority-${direction}`;
          return (
            <li key={direction}>
              <label
                htmlFor={id}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${
                  selected[direction]
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-slate-200 hover:border-brand-400'
                }`}
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={selected[direction]}
                  onChange={(e) => onChange(direction, e.target.checked)}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span className="flex-1 text-sm text-slate-800">
                  <span className="block font-semibold text-slate-900">
                    Priority boarding on the {legName(direction)} flight ({flightNumbers[direction]}
                    )
                  </span>
                  <span className="block text-slate-600">
                    {formatPoundsAndPence(option.unitCost)} per person
                    {passengers > 1 &&
                      ` · ${formatPoundsAndPence(option.unitCost * passengers)} for ${String(passengers)} passengers`}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
