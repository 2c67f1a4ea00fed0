import { changeTypeLabels, contactMethodLabels, urgencyLabels } from '@sunward/contracts/bookings';
import type { SiteConfig } from '@sunward/contracts/site';
import { html, safeHttpUrl } from '../../lib/html';
import { buttonRow, emailFrame, paragraph } from './layout';
import type { ChangeRequestMailer } from '../bookings/service';
import type { Mailer } from './mailer';

/** What a change request's e-mails say about it: the bookings module's port, filled here. */
type ChangeRequestMailInput = Parameters<ChangeRequestMailer['send']>[0];
type ReplyMailInput = Parameters<ChangeRequestMailer['sendReply']>[0];

function summary(input: ChangeRequestMailInput): string[] {
  const { changeRequest: r } = input;
  return [
    `What to change: ${changeTypeLabels[r.type]}`,
    `Urgency: ${urgencyLabels[r.urgency]}`,
    `Contact by: ${contactMethodLabels[r.contactMethod]}`,
    `Details: ${r.description}`,
    ...(r.attachments.length > 0
      ? [`Attachments: ${r.attachments.map((a) => a.name).join(', ')}`]
      : []),
  ];
}

/**
 * A change request's two e-mails: the acknowledgement to the customer (the address they gave)
 * and the copy to the team's mailbox with the contact details and the files; and each reply
 * from the team, to the customer. Each is sent once, however often the job that sends it runs.
 */
export function createChangeRequestMail(deps: {
  mailer: Mailer;
  site: SiteConfig;
  teamEmail: string;
  publicUrl: string;
}) {
  const { site } = deps;
  return {
    async send(input: ChangeRequestMailInput): Promise<void> {
      const lines = summary(input);
      const id = input.changeRequest.id;
      const intro = `We have received your request to change booking ${input.reference} (${input.hotelName}). We will contact you within 24 hours.`;
      await deps.mailer.send(
        {
          to: input.contactEmail,
          subject: `We have your change request for booking ${input.reference}`,
          text: [site.brandName, '', intro, '', ...lines].join('\n'),
          html: emailFrame({
            site,
            title: 'Your change request',
            preheader: `Change request for booking ${input.reference} received.`,
            reason: `a change to a ${site.brandName} booking was requested with this address`,
            content: html`${paragraph(intro)} ${lines.map((line) => paragraph(line))}`,
          }).value,
        },
        { dedupeKey: `change-request:${id}:customer` },
      );
      const contact = [
        `Reply to: ${input.contactEmail}`,
        ...(input.contactPhone ? [`Phone: ${input.contactPhone}`] : []),
      ];
      await deps.mailer.send(
        {
          to: deps.teamEmail,
          subject: `Change request ${input.reference}: ${changeTypeLabels[input.changeRequest.type]} (${input.changeRequest.urgency})`,
          text: [
            `Booking ${input.reference}, ${input.hotelName}`,
            '',
            ...lines,
            '',
            ...contact,
          ].join('\n'),
          html: emailFrame({
            site,
            title: `Change request for ${input.reference}`,
            preheader: `${changeTypeLabels[input.changeRequest.type]}, ${urgencyLabels[input.changeRequest.urgency]}`,
            reason: 'it is the team mailbox for change requests',
            content: html`${[...lines, ...contact].map((line) => paragraph(line))}`,
          }).value,
          attachments: input.files,
        },
        { dedupeKey: `change-request:${id}:team` },
      );
    },

    /**
     * A reply from the team, signed by the team, with where to read every reply and how to
     * answer (the booking's Changes tab, the brand's telephone and e-mail).
     */
    async sendReply(input: ReplyMailInput): Promise<void> {
      const subject = `Reply to your change request for booking ${input.reference}`;
      const about = `About your request to change booking ${input.reference} (${input.hotelName}): ${changeTypeLabels[input.changeType]}.`;
      const url = safeHttpUrl(`${deps.publicUrl}/account/booking/${input.reference}/changes`);
      const answer = `To answer, call us on ${site.phone} or e-mail ${site.email}, quoting your booking reference.`;
      const paragraphs = input.body.split(/\n\s*\n/);
      await deps.mailer.send(
        {
          to: input.contactEmail,
          subject,
          text: [
            site.brandName,
            '',
            about,
            '',
            input.body,
            '',
            input.signature,
            '',
            answer,
            `Your booking: ${url}`,
          ].join('\n'),
          html: emailFrame({
            site,
            title: 'Your change request',
            preheader: subject,
            reason: `a change to a ${site.brandName} booking was requested with this address`,
            content: html`${paragraph(about, true)}
            ${paragraphs.map((text) =>
              paragraph(
                html`${text.split('\n').map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}`,
              ),
            )}
            ${paragraph(input.signature)} ${paragraph(answer, true)}
            ${buttonRow('View your booking', url)}`,
          }).value,
        },
        { dedupeKey: `change-request-reply:${input.replyId}` },
      );
    },
  };
}
export type ChangeRequestMail = ReturnType<typeof createChangeRequestMail>;
