import { SimplePage } from '../../../shared/ui/SimplePage';
import { CheckoutTimer } from './CheckoutTimer';

export default function ExtrasPage() {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <CheckoutTimer />
      </div>
      <SimplePage
        title="Choose Your Extras"
        intro="Add transfers, luggage, seats and more to your holiday once you have chosen a package."
        links={[{ to: '/', label: 'Find a holiday' }]}
      />
    </>
  );
}
