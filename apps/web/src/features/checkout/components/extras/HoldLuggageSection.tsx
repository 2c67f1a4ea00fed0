import type { Bag } from '@sunward/contracts/checkout';
import { bagLabel, bagMax, bagPrice } from '../../lib/extras-selection';
import { sectionClass, sectionHeadingClass } from './format';
import { Stepper } from './Stepper';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export interface HoldLuggageSectionProps {
  bags: readonly Bag[];
  /** Quantity by uiId. */
  quantities: Record<string, number>;
  onChange: (uiId: string, quantity: number) => void;
}

/** Hold bags for the booking, 0 to each bag's maximum (default 6); prices cover both legs. */
export function HoldLuggageSection({ bags, quantities, onChange }: HoldLuggageSectionProps) {
  return (
    <section aria-labelledby="luggage-heading" className={sectionClass}>
      <h2 id="luggage-heading" className={sectionHeadingClass}>
        Hold luggage
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Bag prices cover both legs of your journey, outbound and return.
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {bags.map((bag) => {
          const quantity = quantities[bag.uiId] ?? 0;
          const max = bagMax(bag);
          return (
            <li key={bag.uiId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm text-slate-800">
                <p className="font-semibold text-slate-900">{bagLabel(bag)}</p>
                <p className="text-slate-600">
                  {formatPoundsAndPence(bag.price)} per bag, return · up to {max}
                </p>
                {quantity > 0 && (
                  <p className="font-semibold text-brand-800">
                    {formatPoundsAndPence(bagPrice(bag, quantity))} for {quantity}
                  </p>
                )}
              </div>
              <Stepper
                label={bagLabel(bag)}
                value={quantity}
                max={max}
                onChange={(q) => onChange(bag.uiId, q)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
