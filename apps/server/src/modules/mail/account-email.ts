import type { SiteConfig } from '@sunward/contracts/site';
import { RESET_LINK_MINUTES } from '@sunward/contracts/auth';
import { html, safeHttpUrl } from '../../lib/html';
import { buttonRow, emailFrame, paragraph } from './layout';

export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

const REASON = (site: SiteConfig) =>
  `someone asked to reset the password of a ${site.brandName} account with this address`;

/** The password reset e-mail: the link, how long it works, and what to do if it was not you. */
export function passwordResetEmail(name: string, resetUrl: string, site: SiteConfig): AccountEmail {
  const url = safeHttpUrl(resetUrl);
  const subject = `Reset your ${site.brandName} password`;
  const lines = [
    `We received a request to reset the password of your ${site.brandName} account.`,
    `The link works once, for ${String(RESET_LINK_MINUTES)} minutes.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ];
  const body = emailFrame({
    site,
    title: 'Reset your password',
    preheader: `Your password reset link (valid for ${String(RESET_LINK_MINUTES)} minutes).`,
    reason: REASON(site),
    content: html`${paragraph(`Dear ${name},`)} ${paragraph(lines[0] ?? '')}
    ${buttonRow('Reset your password', url)} ${paragraph(lines[1] ?? '')}
    ${paragraph(lines[2] ?? '', true)}`,
  });
  const text = [
    site.brandName,
    '',
    `Dear ${name},`,
    '',
    lines[0],
    '',
    `Reset your password: ${url}`,
    '',
    lines[1],
    lines[2],
  ].join('\n');
  return { subject, text, html: body.value };
}

/** The notice that the password was changed, with what to do if it was not the customer. */
export function passwordChangedEmail(name: string, site: SiteConfig): AccountEmail {
  const subject = `Your ${site.brandName} password was changed`;
  const lines = [
    `The password of your ${site.brandName} account has just been changed, and every device signed in to it has been signed out.`,
    `If this was not you, call us on ${site.phone} or e-mail ${site.email} straight away.`,
  ];
  const body = emailFrame({
    site,
    title: 'Your password was changed',
    preheader: 'Your password was changed.',
    reason: `the password of a ${site.brandName} account with this address was changed`,
    content: html`${paragraph(`Dear ${name},`)} ${paragraph(lines[0] ?? '')}
    ${paragraph(lines[1] ?? '')}`,
  });
  const text = [site.brandName, '', `Dear ${name},`, '', ...lines].join('\n');
  return { subject, text, html: body.value };
}
