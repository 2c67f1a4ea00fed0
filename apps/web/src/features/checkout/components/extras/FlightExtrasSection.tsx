import type { FlightExtra } from '@sunward/contracts/checkout';
import { extraMax } from '../../lib/extras-selection';
import { sectionClass, sectionHeadingClass } from './format';
import { Stepper } from './Stepper';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export interface FlightExtrasSectionProps {
  extras: readonly FlightExtra[];
  /** Quantity by extra id. */
  quantities: Record<string, number>;
  onChange: (id: string, quantity: number) => void;
}

const GROUPS = [
  { kind: 'sports', title: 'Sports equipment' },
  { kind: 'meal', title: 'Meals' },
] as const;

const directionLabel: Record<FlightExtra['direction'], string> = {
  outbound: 'outbound flight',
  inbound: 'return flight',
  both: 'both flights',
};

/** Sports equipment and meals, each 0 to its quantityAvailable (docs/spec/2-checkout-payment.md §5). */
export function FlightExtrasSection({ extras, quantities, onChange }: FlightExtrasSectionProps) {
  return (
    <section aria-labelledby="flight-extras-heading" className={sectionClass}>
      <h2 id="flight-extras-heading" className={sectionHeadingClass}>
        Flight extras
      </h2>
      {GROUPS.map(({ kind, title }) => {
        const items = extras.filter((e) => e.kind === kind);
        if (items.length === 0) return null;
        return (
          <div key={kind} className="mt-4">
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <ul className="mt-1 divide-y divide-slate-200">
              {items.map((extra) => (
                <li
                  key={extra.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="text-sm text-slate-800">
                    <p className="font-semibold text-slate-900">{extra.description}</p>
                    <p className="text-slate-600">
                      {formatPoundsAndPence(extra.unitCost)} each ·{' '}
                      {directionLabel[extra.direction]} · up to {extraMax(extra)}
                    </p>
                  </div>
                  <Stepper
                    label={extra.description}
                    value={quantities[extra.id] ?? 0}
                    max={extraMax(extra)}
                    onChange={(q) => onChange(extra.id, q)}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
