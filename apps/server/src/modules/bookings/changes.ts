import {
  CHANGE_ATTACHMENT,
  changeRequestMessages,
  changeRequestTypes,
  changeUrgencies,
  contactMethods,
  type ChangeRequestBody,
} from '@sunward/contracts/bookings';
import { emailPattern } from '@sunward/contracts/auth';
import type { FieldErrors } from '@sunward/contracts/errors';

export interface ValidChangeRequest {
  type: (typeof changeRequestTypes)[number];
  urgency: (typeof changeUrgencies)[number];
  description: string;
  contactMethod: (typeof contactMethods)[number];
  contactEmail: string;
  contactPhone: string | null;
  attachments: { name: string; contentType: string; content: Buffer }[];
}

/** The first bytes each accepted file type starts with: a file is what its bytes say. */
const SIGNATURES: Record<(typeof CHANGE_ATTACHMENT.types)[number], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const isAccepted = (type: string): type is (typeof CHANGE_ATTACHMENT.types)[number] =>
  (CHANGE_ATTACHMENT.types as readonly string[]).includes(type);

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A change request's rules (docs/spec/3-accounts-bookings-content.md §5 'Change request'): type,
 * description and e-mail required; urgency medium and contact by e-mail unless chosen; a phone
 * number when the customer asks to be called; attachments PDF, PNG or JPEG by their content, up to
 * 5 MB each, at most 3. Either the request as stored, or the messages per field.
 */
export function checkChangeRequest(
  body: ChangeRequestBody,
): { ok: true; request: ValidChangeRequest } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const type = body.type.trim();
  const urgency = body.urgency?.trim() || 'medium';
  const contactMethod = body.contactMethod?.trim() || 'email';
  const description = body.description.trim();
  const contactEmail = body.contactEmail.trim();
  const contactPhone = body.contactPhone?.trim() ?? '';
  if (!oneOf(changeRequestTypes, type)) add('type', changeRequestMessages.typeRequired);
  if (!oneOf(changeUrgencies, urgency)) add('urgency', 'Please choose how urgent the change is');
  if (description === '') add('description', changeRequestMessages.descriptionRequired);
  if (!oneOf(contactMethods, contactMethod)) {
    add('contactMethod', 'Please choose how we should contact you');
  }
  if (contactEmail === '') add('contactEmail', changeRequestMessages.emailRequired);
  else if (!emailPattern.test(contactEmail))
    add('contactEmail', changeRequestMessages.emailInvalid);
  if ((contactMethod === 'phone' || contactMethod === 'both') && contactPhone === '') {
    add('contactPhone', changeRequestMessages.phoneRequired);
  }
  const files = body.attachments ?? [];
  if (files.length > CHANGE_ATTACHMENT.maxCount) {
    add('attachments', changeRequestMessages.attachmentCount);
  }
  const attachments: ValidChangeRequest['attachments'] = [];
  for (const file of files.slice(0, CHANGE_ATTACHMENT.maxCount)) {
    const content = Buffer.from(file.content, 'base64');
    const declared = file.type.trim().toLowerCase();
    const signature = isAccepted(declared) ? SIGNATURES[declared] : undefined;
    if (!signature || !signature.every((byte, i) => content[i] === byte)) {
      add('attachments', changeRequestMessages.attachmentType);
    } else if (content.length > CHANGE_ATTACHMENT.maxBytes) {
      add('attachments', changeRequestMessages.attachmentSize);
    } else {
      attachments.push({ name: file.name.trim() || 'attachment', contentType: declared, content });
    }
  }
  if (
    Object.keys(errors).length > 0 ||
    !oneOf(changeRequestTypes, type) ||
    !oneOf(changeUrgencies, urgency) ||
    !oneOf(contactMethods, contactMethod)
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    request: {
      type,
      urgency,
      description,
      contactMethod,
      contactEmail,
      contactPhone: contactPhone === '' ? null : contactPhone,
      attachments,
    },
  };
}
