import type { CheckoutView } from '@sunward/contracts/checkout';
import { passengerCount } from '../../lib/checkout-steps';
import { passengerLabel } from '../../lib/passenger-form';
import { PassengerForm } from './PassengerForm';

/** One form per adult, then child, then infant ('Adult 1'…, 'Child 1'…, 'Infant 1'…), one open at a time. */
export function PassengersSection({
  view,
  openIndex,
  onToggle,
  onSaved,
  onGone,
}: {
  view: CheckoutView;
  openIndex: number | null;
  onToggle: (index: number) => void;
  onSaved: (index: number) => void;
  onGone: () => void;
}) {
  const { adults, children } = view.party;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Enter each traveller&apos;s details exactly as they appear on their passport.
      </p>
      {Array.from({ length: passengerCount(view) }, (_, index) => (
        <PassengerForm
          key={index}
          uuid={view.uuid}
          index={index}
          label={passengerLabel(index, adults, children)}
          childAge={
            index < adults || index >= adults + children
              ? null
              : (view.party.child_ages.at(index - adults) ?? null)
          }
          infant={index >= adults + children}
          saved={view.passengers.find((p) => p.index === index)}
          open={openIndex === index}
          onToggle={() => onToggle(index)}
          onSaved={onSaved}
          onGone={onGone}
        />
      ))}
    </div>
  );
}
