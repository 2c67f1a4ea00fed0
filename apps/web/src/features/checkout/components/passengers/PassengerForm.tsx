import { titles } from '@sunward/contracts/auth';
import { genders, type SavedPassenger } from '@sunward/contracts/checkout';
import { nationalities } from '@sunward/contracts/nationalities';
import { useId } from 'react';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { usePassengerForm } from '../../hooks/use-passenger-form';
import {
  PASSENGER_INCOMPLETE,
  PASSENGER_SAVE_ERROR,
  type PassengerStatus,
} from '../../lib/passenger-form';
import { AccordionSection, type SectionStatus } from './Accordion';
import { AssistanceFields } from './AssistanceFields';
import { DateOfBirthFields } from './DateOfBirthFields';
import { SelectField } from './Fields';

const statusBadge: Record<PassengerStatus, { status: SectionStatus; text: string }> = {
  unsaved: { status: 'current', text: 'Not saved' },
  saving: { status: 'current', text: 'Saving...' },
  persisted: { status: 'complete', text: 'Saved' },
  'save-error': { status: 'error', text: 'Not saved' },
};

export interface PassengerFormProps {
  uuid: string;
  index: number;
  /** 'Adult 1', 'Child 1'… */
  label: string;
  /** A child's age on the return date, from the search; null for adults and infants. */
  childAge: number | null;
  /** A lap infant: under 2 on the return date. */
  infant?: boolean;
  /** The server's copy, when this passenger was saved before. */
  saved: SavedPassenger | undefined;
  open: boolean;
  onToggle: () => void;
  onSaved: (index: number) => void;
  /** The hold has gone (410): the page says so. */
  onGone: () => void;
}

/**
 * One passenger (docs/spec/2-checkout-payment.md §5 'Passenger'): Confirm is disabled while anything is missing, the
 * status goes unsaved → saving → persisted, or save-error with the server's field messages.
 */
export function PassengerForm({
  uuid,
  index,
  label,
  childAge,
  infant = false,
  saved,
  open,
  onToggle,
  onSaved,
  onGone,
}: PassengerFormProps) {
  const id = `passenger-${String(index)}`;
  const { form, status, saveFailed, saving, canSave, incomplete, onSubmit } = usePassengerForm({
    uuid,
    index,
    saved,
    onSaved,
    onGone,
  });
  const { register } = form;
  const errors = form.formState.errors;
  const hintId = useId();
  const savedName = saved ? `${saved.title} ${saved.firstName} ${saved.lastName}` : undefined;

  return (
    <AccordionSection
      id={id}
      level={3}
      title={label}
      summary={savedName}
      status={statusBadge[status].status}
      badgeText={statusBadge[status].text}
      open={open}
      onToggle={onToggle}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`${label} details`}>
        {childAge !== null && (
          <p className="text-sm text-slate-600">Aged {childAge} on the return date, as searched.</p>
        )}
        {infant && (
          <p className="text-sm text-slate-600">
            Travelling on an adult&apos;s lap: under 2 on the return date. Airlines need an
            infant&apos;s name and date of birth too.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Title"
            placeholder="Select title"
            options={titles}
            error={errors.title?.message}
            {...register('title')}
          />
          <SelectField
            label="Gender"
            placeholder="Select gender"
            options={genders}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <Field
            label="First name"
            autoComplete={index === 0 ? 'given-name' : 'off'}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label="Last name"
            autoComplete={index === 0 ? 'family-name' : 'off'}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <SelectField
            label="Nationality"
            placeholder="Select nationality"
            options={nationalities}
            error={errors.nationality?.message}
            {...register('nationality')}
          />
        </div>
        <DateOfBirthFields id={id} form={form} />
        <AssistanceFields id={id} form={form} />
        {saveFailed && <Alert tone="error">{PASSENGER_SAVE_ERROR}</Alert>}
        {incomplete && (
          <p
            id={hintId}
            role="alert"
            className="rounded-lg border-l-4 border-sun-500 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {PASSENGER_INCOMPLETE}
          </p>
        )}
        <Button
          type="submit"
          disabled={!canSave || saving}
          aria-describedby={incomplete ? hintId : undefined}
          className="w-full sm:w-auto"
        >
          {saving ? 'Saving...' : `Confirm ${label}`}
        </Button>
      </form>
    </AccordionSection>
  );
}
