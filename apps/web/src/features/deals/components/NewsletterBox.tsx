import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * The deals page's newsletter box (docs/spec/3-accounts-bookings-content.md §5 'Newsletter'): an
 * empty address is refused; otherwise thanks, and the field clears. No call is made.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!email.trim()) {
      setOutcome({ tone: 'error', text: 'Please enter your email address' });
      return;
    }
    setOutcome({
      tone: 'success',
      text: "Thank you for subscribing! You'll receive our best deals first.",
    });
    setEmail('');
  };

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="mt-14 rounded-card bg-brand-800 px-6 py-8 text-white sm:px-10"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        Never miss a deal
      </h2>
      <p className="mt-1 text-brand-50">
        Exclusive offers and price drops, straight to your inbox.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Newsletter"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="flex-1 [&_label]:text-white"
        />
        <Button type="submit" variant="sun">
          Subscribe
        </Button>
      </form>
      {outcome && (
        <div className="mt-4">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
    </section>
  );
}
