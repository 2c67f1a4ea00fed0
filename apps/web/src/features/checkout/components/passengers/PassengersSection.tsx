import type { CheckoutView } from '@sunward/contracts/checkout';
import { passengerLabel } from '../../lib/passenger-form';
import { PassengerForm } from './PassengerForm';

/** How many passenger forms a party needs: adults, then children (infants travel on a lap). */
export const passengerCount = (view: CheckoutView) => view.party.adults + view.party.children;

/** Every passenger the party needs is saved on the server. */
export function allPassengersSaved(view: CheckoutView): boolean {
  const saved = new Set(view.passengers.map((p) => p.index));
  return Array.from({ length: passengerCount(view) }, (_, i) => i).every((i) => saved.has(i));
}

/** The first passenger not yet saved, or null. */
export function firstUnsavedPassenger(view: CheckoutView): number | null {
  const saved = new Set(view.passengers.map((p) => p.index));
  for (let i = 0; i < passengerCount(view); i++) if (!saved.has(i)) return i;
  return null;
}

/** One form per adult then per child ('Adult 1'…, 'Child 1'…), one open at a time. */
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
  const { adults } = view.party;
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
          label={passengerLabel(index, adults)}
          childAge={index < adults ? null : (view.party.child_ages.at(index - adults) ?? null)}
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
