import { failedPaymentTexts as T } from './texts';

const CHECKS = [
  'Your card number, expiry date and security code are entered correctly.',
  'There are enough funds available on your card to cover the amount due.',
  'Your bank may ask you to verify the payment: keep your banking app or phone to hand.',
  'Your card is enabled for online payments (some debit and business cards need this turned on).',
] as const;

/** docs/spec/2-checkout-payment.md §2: what to check before paying again. */
export function BeforeYouRetry() {
  return (
    <section aria-labelledby="before-you-retry-heading" className="rounded-lg bg-amber-50 p-4">
      <h3 id="before-you-retry-heading" className="font-bold text-amber-950">
        {T.beforeYouRetry}
      </h3>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
        {CHECKS.map((check) => (
          <li key={check} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-emerald-700">
              ✓
            </span>
            <span>{check}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
