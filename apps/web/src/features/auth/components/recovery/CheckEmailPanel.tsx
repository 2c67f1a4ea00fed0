import { resetMessages, RESET_LINK_MINUTES } from '@sunward/contracts/auth';
import { useEffect } from 'react';
import { toast } from '../../../../shared/stores/toasts';
import { Button } from '../../../../shared/ui/Button';
import { useCooldown } from '../../hooks/use-cooldown';
import { RECOVERY_TOAST_MS, RESEND_COOLDOWN_SECONDS } from '../../lib/recovery-messages';
import type { useForgotPassword } from '../../api/forgot-password';

/**
 * docs/spec/3-accounts-bookings-content.md §4 'Forgot password': the e-mail-sent state, with
 * Resend after a 60 s cooldown (shown counting down) and its own toasts.
 */
export function CheckEmailPanel({
  email,
  message,
  send,
  onChangeEmail,
}: {
  email: string;
  message: string;
  send: ReturnType<typeof useForgotPassword>;
  onChangeEmail: () => void;
}) {
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const { start } = cooldown;
  useEffect(() => start(), [start]);

  const resend = () =>
    send.mutate(
      { email },
      {
        onSuccess: () => {
          toast(resetMessages.linkResent, { type: 'success', duration: RECOVERY_TOAST_MS });
          start();
        },
        onError: () => toast(resetMessages.resendFailed, { type: 'error' }),
      },
    );

  const waiting = cooldown.remaining > 0;
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {message}
      </p>
      <p>
        Sent to <span className="font-semibold break-words text-slate-900">{email}</span> if it
        belongs to an account. The link works once, for {RESET_LINK_MINUTES} minutes. Not there
        after a few minutes? Look in your spam folder, or send it again.
      </p>
      <Button
        variant="secondary"
        className="w-full"
        onClick={resend}
        disabled={waiting || send.isPending}
      >
        {send.isPending
          ? 'Sending...'
          : waiting
            ? `Resend Email in ${String(cooldown.remaining)}s`
            : 'Resend Email'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onChangeEmail}>
        Use a different email address
      </Button>
    </div>
  );
}
