import {
  changeRequestMessages,
  type ChangeRequest,
  type ChangeRequestBody,
  type ChangeRequestResponse,
} from '@sunward/contracts/bookings';
import type { SiteConfig } from '@sunward/contracts/site';
import { AppError } from '../../errors';
import type { BookingAccess, BookingAccessRule } from './access';
import type { ChangeRequestsRepository, StoredChangeRequest } from './change-requests-repository';
import { checkChangeRequest } from './changes';
import type { BookingsRepository } from './repository';
import type { BookingSnapshot } from './snapshot';

/** What a change request's e-mails need from the mail module (wired in app.ts). */
export interface ChangeRequestMailer {
  send(input: {
    reference: string;
    hotelName: string;
    contactEmail: string;
    contactPhone: string | null;
    changeRequest: ChangeRequestResponse['changeRequest'];
    files: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<void>;
  /** A reply from the team, to the request's contact address; sent once per reply. */
  sendReply(input: {
    replyId: string;
    reference: string;
    hotelName: string;
    contactEmail: string;
    changeType: ChangeRequest['type'];
    body: string;
    signature: string;
  }): Promise<void>;
}

/** Who the customer reads the team's replies from: the team, never a member of staff by name. */
export const teamSignature = (site: Pick<SiteConfig, 'brandName'>) =>
  `${site.brandName} customer care`;

/** A stored request as the customer reads it: each reply signed by the team. */
export const signedByTeam = (request: StoredChangeRequest, signature: string): ChangeRequest => ({
  ...request,
  replies: request.replies.map((reply) => ({ ...reply, from: signature })),
});

/** A customer's change requests: stored with their files, acknowledged and copied to the team. */
export function createChangeRequests(deps: {
  repo: BookingsRepository;
  access: BookingAccessRule;
  changes: ChangeRequestsRepository;
  site: Pick<SiteConfig, 'brandName'>;
  changeMail?: ChangeRequestMailer | undefined;
  jobs?: { kick(): void } | undefined;
}) {
  const signature = teamSignature(deps.site);
  return {
    /**
     * A change request (owner or grant holder): checked by the form's rules (422 per field),
     * stored with its files and its e-mails queued in one transaction; the same idempotency key
     * again returns the request first stored.
     */
    async requestChange(
      reference: string,
      body: ChangeRequestBody,
      who: BookingAccess,
      idempotencyKey: string,
    ): Promise<ChangeRequestResponse> {
      const row = await deps.access.reader(await deps.repo.findByReference(reference), who);
      const checked = checkChangeRequest(body);
      if (!checked.ok) throw AppError.unprocessable(checked.errors);
      const { changeRequest, repeated } = await deps.changes.insert(
        row.id,
        idempotencyKey,
        checked.request,
      );
      if (!repeated) deps.jobs?.kick();
      return {
        message: changeRequestMessages.submitted,
        changeRequest: signedByTeam(changeRequest, signature),
      };
    },

    /** The change-request e-mails job. */
    async sendChangeRequestEmails(changeRequestId: string): Promise<void> {
      const found = await deps.changes.findForMail(changeRequestId);
      if (!found || !deps.changeMail) return;
      const row = await deps.repo.findById(found.bookingId);
      if (!row) return;
      await deps.changeMail.send({
        reference: row.reference,
        hotelName: (row.details as BookingSnapshot).hotel.name,
        contactEmail: found.contactEmail,
        contactPhone: found.contactPhone,
        changeRequest: signedByTeam(found.changeRequest, signature),
        files: found.files,
      });
    },

    /** The job that e-mails a team reply to the request's contact address. */
    async sendChangeRequestReply(replyId: string): Promise<void> {
      const found = await deps.changes.findReplyForMail(replyId);
      if (!found || !deps.changeMail) return;
      await deps.changeMail.sendReply({
        replyId: found.replyId,
        reference: found.reference,
        hotelName: found.hotelName,
        contactEmail: found.contactEmail,
        changeType: found.type as ChangeRequest['type'],
        body: found.body,
        signature,
      });
    },
  };
}
