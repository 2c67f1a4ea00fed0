import { useState } from 'react';
import { toast } from '../../../../shared/stores/toasts';
import { Button } from '../../../../shared/ui/Button';
import { AccordionSection } from './Accordion';
import { GUEST_TOAST, TOAST_MS } from './sign-in-toasts';
import { LoginMode } from './LoginMode';
import { RegisterMode } from './RegisterMode';

type Mode = 'login' | 'register';

/**
 * docs/spec/2-checkout-payment.md §2 'Sign-in or guest box': shown only to a visitor who has neither signed in nor chosen
 * to continue as a guest. Login or register mode; it opens and closes like the other steps.
 */
export function SignInBox({
  onGuest,
  onSignedIn,
}: {
  onGuest: () => void;
  onSignedIn: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState<Mode>('login');

  const guest = () => {
    toast(GUEST_TOAST, { type: 'info', duration: TOAST_MS });
    onGuest();
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`min-h-11 flex-1 rounded-md px-4 text-sm font-semibold ${
        mode === value ? 'bg-white text-brand-900 shadow' : 'text-slate-700 hover:text-brand-800'
      }`}
    >
      {label}
    </button>
  );

  return (
    <AccordionSection
      id="sign-in"
      title="Sign in or continue as guest"
      summary="Sign in to load your details, or book as a guest."
      status="current"
      badgeText="Optional"
      open={open}
      onToggle={() => setOpen((o) => !o)}
    >
      <div className="space-y-5">
        <p className="text-sm text-slate-700">
          Sign in to fill in your details faster and keep this booking in your account.
        </p>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label="Account">
          {tab('login', 'Sign in')}
          {tab('register', 'Create an account')}
        </div>
        {mode === 'login' ? (
          <LoginMode onSignedIn={onSignedIn} />
        ) : (
          <RegisterMode onSignedIn={onSignedIn} />
        )}
        <div className="border-t border-slate-200 pt-4">
          <p className="mb-3 text-sm text-slate-700">
            No account? You can book as a guest and create one at the end.
          </p>
          <Button variant="secondary" onClick={guest} className="w-full sm:w-auto">
            Continue as Guest
          </Button>
        </div>
      </div>
    </AccordionSection>
  );
}
