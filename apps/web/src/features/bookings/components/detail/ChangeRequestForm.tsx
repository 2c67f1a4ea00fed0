import {
  CHANGE_ATTACHMENT,
  changeRequestMessages,
  changeRequestTypes,
  changeTypeLabels,
  changeUrgencies,
  contactMethodLabels,
  type CancellationToday,
  contactMethods,
  urgencyLabels,
} from '@sunward/contracts/bookings';
import { useRef, type SyntheticEvent } from 'react';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { useChangeRequestForm } from '../../hooks/use-change-request-form';
import type { ChangeField, ChangeFormValues } from '../../lib/change-form';
import { CancellationCharge } from './CancellationCost';
import { ChoiceGroup } from './ChoiceGroup';

const inputClass = (error: string | undefined) =>
  `block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
    error ? 'border-coral-600' : 'border-slate-300'
  }`;

const id = (field: ChangeField) => `change-${field}`;

/** What cancelling would cost today, shown while the type chosen is 'Cancellation'. */
const CANCELLATION_NOTE = 'change-type-cancellation';

function ErrorText({ field, error }: { field: ChangeField; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id(field)}-error`} className="mt-1 text-sm font-medium text-coral-600">
      {error}
    </p>
  );
}

const described = (field: ChangeField, error: string | undefined, hint = false) =>
  [hint ? `${id(field)}-hint` : '', error ? `${id(field)}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

/** Puts the keyboard on the field a message is about (a radio group: its first choice). */
function focusField(field: ChangeField) {
  const target =
    document.getElementById(id(field)) ??
    document.querySelector<HTMLInputElement>(`input[name="${id(field)}"]`);
  target?.focus();
}

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Changes tab' and §5 'Change request': what to change
 * (eight types), how urgent (default medium), the description, how to be contacted (default
 * e-mail) with e-mail and phone, and up to three PDF, PNG or JPEG files of up to 5 MB; §8's alerts.
 * Asking to cancel shows, beside the type, what cancelling would cost today and what would come
 * back; the team confirms both.
 */
export function ChangeRequestForm({
  reference,
  contact,
  cancellation,
}: {
  reference: string;
  contact: { email: string; phone: string };
  cancellation: CancellationToday;
}) {
  const form = useChangeRequestForm(reference, contact);
  const { values, errors } = form;
  const outcome = useRef<HTMLDivElement>(null);

  /** The radio group of one of the form's choices, in the contract's order. */
  const choice = <K extends 'urgency' | 'contactMethod'>(
    field: K,
    legend: string,
    choices: readonly ChangeFormValues[K][],
    labels: Record<ChangeFormValues[K], string>,
  ) => (
    <ChoiceGroup
      legend={legend}
      name={id(field)}
      options={choices.map((value) => ({ value, label: labels[value] }))}
      value={values[field]}
      onChange={(value) => form.set(field, value)}
      error={errors[field]}
    />
  );

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const fault = await form.submit();
    // The keyboard goes to what needs attention: the field at fault, else the outcome (at the
    // top of the form, off screen on a phone once Submit is pressed).
    if (fault) focusField(fault);
    else requestAnimationFrame(() => outcome.current?.focus());
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-5">
      <div ref={outcome} tabIndex={-1} className="scroll-mt-24 outline-none empty:hidden">
        {form.outcome === 'sent' && <Alert tone="success">{changeRequestMessages.submitted}</Alert>}
        {form.outcome === 'failed' && <Alert tone="error">{changeRequestMessages.failed}</Alert>}
      </div>
      <div>
        <label htmlFor={id('type')} className="mb-1 block text-sm font-medium text-slate-800">
          What would you like to change?
        </label>
        <select
          id={id('type')}
          value={values.type}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={
            [
              values.type === 'cancellation' ? CANCELLATION_NOTE : '',
              described('type', errors.type),
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(e) => form.set('type', e.target.value as ChangeFormValues['type'])}
          className={inputClass(errors.type)}
        >
          <option value="">Choose a type of change</option>
          {changeRequestTypes.map((type) => (
            <option key={type} value={type}>
              {changeTypeLabels[type]}
            </option>
          ))}
        </select>
        <ErrorText field="type" error={errors.type} />
        {/* Announced as it appears: choosing 'Cancellation' does not move the keyboard. */}
        <div aria-live="polite">
          {values.type === 'cancellation' && (
            <div
              id={CANCELLATION_NOTE}
              className="mt-3 rounded-lg bg-sun-50 p-4 ring-1 ring-sun-500"
            >
              <CancellationCharge cancellation={cancellation}>
                <p className="mt-2 text-sm font-semibold text-slate-900">
                  Our team confirms the cancellation and the refund with you.
                </p>
              </CancellationCharge>
            </div>
          )}
        </div>
      </div>
      {choice('urgency', 'How urgent is it?', changeUrgencies, urgencyLabels)}
      <div>
        <label
          htmlFor={id('description')}
          className="mb-1 block text-sm font-medium text-slate-800"
        >
          Describe the change
        </label>
        <textarea
          id={id('description')}
          rows={5}
          maxLength={2000}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description', errors.description)}
          onChange={(e) => form.set('description', e.target.value)}
          className={inputClass(errors.description)}
        />
        <ErrorText field="description" error={errors.description} />
      </div>
      {choice('contactMethod', 'How should we contact you?', contactMethods, contactMethodLabels)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id('contactEmail')}
          label="Email address"
          type="email"
          autoComplete="email"
          value={values.contactEmail}
          error={errors.contactEmail}
          onChange={(e) => form.set('contactEmail', e.target.value)}
        />
        <Field
          id={id('contactPhone')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          optional={values.contactMethod === 'email'}
          value={values.contactPhone}
          error={errors.contactPhone}
          onChange={(e) => form.set('contactPhone', e.target.value)}
        />
      </div>
      <div>
        <label
          htmlFor={id('attachments')}
          className="mb-1 block text-sm font-medium text-slate-800"
        >
          Attachments <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          key={form.resets}
          id={id('attachments')}
          type="file"
          multiple
          accept={CHANGE_ATTACHMENT.types.join(',')}
          aria-invalid={errors.attachments ? true : undefined}
          aria-describedby={described('attachments', errors.attachments, true)}
          onChange={(e) => form.set('files', Array.from(e.target.files ?? []))}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
        />
        <p id={`${id('attachments')}-hint`} className="mt-1 text-xs text-slate-600">
          PDF, PNG or JPEG, up to 5 MB each, at most {CHANGE_ATTACHMENT.maxCount} files.
        </p>
        <ErrorText field="attachments" error={errors.attachments} />
      </div>
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
