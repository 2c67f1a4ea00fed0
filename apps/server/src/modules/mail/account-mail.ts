import type { SiteConfig } from '@sunward/contracts/site';
import { passwordChangedEmail, passwordResetEmail } from './account-email';
import type { Mailer } from './mailer';

/** Who an account e-mail goes to. */
export interface AccountRecipient {
  email: string;
  name: string;
}

/**
 * The account e-mails: the password reset link (its token only ever in the message, never stored)
 * and the notice that the password changed (once per change, however often its job runs).
 */
export function createAccountMail(deps: { mailer: Mailer; site: SiteConfig; publicUrl: string }) {
  return {
    async sendResetLink(to: AccountRecipient, token: string): Promise<void> {
      const query = new URLSearchParams({ token, email: to.email });
      const url = `${deps.publicUrl}/reset-password?${query.toString()}`;
      await deps.mailer.send(
        { to: to.email, ...passwordResetEmail(to.name, url, deps.site) },
        { secret: true },
      );
    },

    async sendPasswordChanged(to: AccountRecipient, changedAt: string): Promise<void> {
      await deps.mailer.send(
        { to: to.email, ...passwordChangedEmail(to.name, deps.site) },
        { dedupeKey: `password-changed:${to.email}:${changedAt}` },
      );
    },
  };
}
export type AccountMail = ReturnType<typeof createAccountMail>;
