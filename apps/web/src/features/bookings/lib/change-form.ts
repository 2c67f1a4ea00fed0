import { emailPattern } from '@sunward/contracts/auth';
import {
  CHANGE_ATTACHMENT,
  changeRequestMessages,
  type ChangeRequestBody,
  type changeRequestTypes,
  type changeUrgencies,
  type contactMethods,
} from '@sunward/contracts/bookings';

export interface ChangeFormValues {
  type: (typeof changeRequestTypes)[number] | '';
  urgency: (typeof changeUrgencies)[number];
  description: string;
  contactMethod: (typeof contactMethods)[number];
  contactEmail: string;
  contactPhone: string;
  files: File[];
}

export type ChangeField =
  | 'type'
  | 'urgency'
  | 'description'
  | 'contactMethod'
  | 'contactEmail'
  | 'contactPhone'
  | 'attachments';

export type ChangeFormErrors = Partial<Record<ChangeField, string>>;

/** docs/spec/3-accounts-bookings-content.md §5 'Change request': urgency medium and contact by e-mail unless chosen. */
export function emptyChangeForm(contact: { email: string; phone: string }): ChangeFormValues {
  return {
    type: '',
    urgency: 'medium',
    description: '',
    contactMethod: 'email',
    contactEmail: contact.email,
    contactPhone: contact.phone,
    files: [],
  };
}

/** PDF, PNG or JPEG, up to 5 MB each, at most 3: the first rule a set of files breaks. */
export function attachmentError(files: readonly File[]): string | undefined {
  if (files.length > CHANGE_ATTACHMENT.maxCount) return changeRequestMessages.attachmentCount;
  const types: readonly string[] = CHANGE_ATTACHMENT.types;
  if (files.some((f) => !types.includes(f.type))) return changeRequestMessages.attachmentType;
  if (files.some((f) => f.size > CHANGE_ATTACHMENT.maxBytes))
    return changeRequestMessages.attachmentSize;
  return undefined;
}

/**
 * The form's rules, the server's too (docs/spec/3-accounts-bookings-content.md §5): type,
 * description and e-mail required, the e-mail well formed, a phone number when the customer asks
 * to be called, and the attachments' limits.
 */
export function changeFormErrors(values: ChangeFormValues): ChangeFormErrors {
  const errors: ChangeFormErrors = {};
  if (values.type === '') errors.type = changeRequestMessages.typeRequired;
  if (values.description.trim() === '')
    errors.description = changeRequestMessages.descriptionRequired;
  const email = values.contactEmail.trim();
  if (email === '') errors.contactEmail = changeRequestMessages.emailRequired;
  else if (!emailPattern.test(email)) errors.contactEmail = changeRequestMessages.emailInvalid;
  if (values.contactMethod !== 'email' && values.contactPhone.trim() === '')
    errors.contactPhone = changeRequestMessages.phoneRequired;
  const files = attachmentError(values.files);
  if (files) errors.attachments = files;
  return errors;
}

/** A file's bytes as base64, as the change request carries them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** The JSON body the server takes: the form, the booking's reference and when it was sent. */
export async function changeRequestBodyOf(
  values: ChangeFormValues,
  reference: string,
  now: Date,
): Promise<ChangeRequestBody> {
  const phone = values.contactPhone.trim();
  const body: ChangeRequestBody = {
    type: values.type,
    urgency: values.urgency,
    description: values.description.trim(),
    contactMethod: values.contactMethod,
    contactEmail: values.contactEmail.trim(),
    bookingReference: reference,
    submittedAt: now.toISOString(),
  };
  if (phone !== '') body.contactPhone = phone;
  if (values.files.length > 0) {
    body.attachments = await Promise.all(
      values.files.map(async (f) => ({
        name: f.name,
        type: f.type,
        content: await fileToBase64(f),
      })),
    );
  }
  return body;
}

/** What a submission is, apart from when it was sent: a retry of the same one keeps its key. */
export function submissionSignature(values: ChangeFormValues): string {
  return JSON.stringify({
    ...values,
    files: values.files.map((f) => [f.name, f.size, f.type, f.lastModified]),
  });
}

/** The first message per field of a 422 answer, for the fields this form has. */
export function serverFieldErrors(
  fieldErrors: Record<string, string[]> | undefined,
): ChangeFormErrors {
  const fields: ChangeField[] = [
    'type',
    'urgency',
    'description',
    'contactMethod',
    'contactEmail',
    'contactPhone',
    'attachments',
  ];
  const errors: ChangeFormErrors = {};
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
