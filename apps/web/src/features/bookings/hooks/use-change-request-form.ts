import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { useChangeRequest } from '../api/change-request';
import {
  changeFormErrors,
  changeRequestBodyOf,
  emptyChangeForm,
  serverFieldErrors,
  submissionSignature,
  type ChangeField,
  type ChangeFormErrors,
  type ChangeFormValues,
} from '../lib/change-form';

const fieldOf = (key: keyof ChangeFormValues): ChangeField =>
  key === 'files' ? 'attachments' : key;

/**
 * The change-request form's state: its values (urgency medium, contact by e-mail, the lead's
 * e-mail and phone), the messages per field (checked here, or the server's 422), and the outcome.
 * Each submission carries its own Idempotency-Key (a random UUID, within the server's 8 to 200
 * characters); sending the same form again after a failure
 * keeps it, so the server answers a request that did arrive only once. Success resets the form.
 */
export function useChangeRequestForm(reference: string, contact: { email: string; phone: string }) {
  const [values, setValues] = useState(() => emptyChangeForm(contact));
  const [errors, setErrors] = useState<ChangeFormErrors>({});
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  // A new file input after a reset: its chosen files cannot be cleared otherwise.
  const [resets, setResets] = useState(0);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const mutation = useChangeRequest(reference);

  const set = <K extends keyof ChangeFormValues>(key: K, value: ChangeFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [fieldOf(key)]: undefined }));
  };

  /** Sends the form when it is valid; otherwise the first field at fault. */
  const submit = async (): Promise<ChangeField | null> => {
    const found = changeFormErrors(values);
    setErrors(found);
    const first = (Object.keys(found) as ChangeField[]).at(0);
    if (first) {
      setOutcome(null);
      return first;
    }
    const signature = submissionSignature(values);
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, key: crypto.randomUUID() };
    const { key } = attempt.current;
    try {
      const body = await changeRequestBodyOf(values, reference, new Date());
      await mutation.mutateAsync({ body, idempotencyKey: key });
      attempt.current = null;
      setValues(emptyChangeForm(contact));
      setResets((n) => n + 1);
      setOutcome('sent');
      return null;
    } catch (err) {
      setOutcome('failed');
      if (err instanceof ApiError && err.status === 422) {
        const fromServer = serverFieldErrors(err.fieldErrors);
        setErrors(fromServer);
        return (Object.keys(fromServer) as ChangeField[]).at(0) ?? null;
      }
      return null;
    }
  };

  return { values, errors, outcome, set, submit, busy: mutation.isPending, resets };
}
