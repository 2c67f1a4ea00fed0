import { useEffect, useRef } from 'react';

/** The bank's 3-D Secure request as the gateway hands it over: a form to post into a frame. */
export interface BankChallengeRequest {
  redirectUrl: string;
  redirectData: Partial<Record<string, string>>;
}

/**
 * 3-D Secure (checkout and a booking's later payments): the bank's request is posted into a frame
 * on this page once the frame exists.
 */
export function BankChallenge({ challenge }: { challenge: BankChallengeRequest }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [challenge]);

  return (
    <section aria-labelledby="three-ds-heading" className="space-y-3">
      <h3 id="three-ds-heading" className="text-lg font-bold text-brand-900">
        Confirm your payment with your bank
      </h3>
      <p className="text-sm text-slate-700">
        Your bank may ask you to approve this payment. Please don&rsquo;t close or refresh this
        page.
      </p>
      <form
        ref={form}
        method="post"
        action={challenge.redirectUrl}
        target="sunward-3ds"
        className="hidden"
      >
        {Object.entries(challenge.redirectData).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <iframe
        name="sunward-3ds"
        title="Bank verification"
        className="h-[480px] w-full rounded-lg border border-slate-300 bg-white"
      />
    </section>
  );
}
