import { zodResolver } from '@hookform/resolvers/zod';
import { titles } from '@sunward/contracts/auth';
import { genders, nationalities, type SavedPassenger } from '@sunward/contracts/checkout';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../../shared/lib/api-client';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { useSavePassenger } from '../../api/save-passenger';
import {
  birthYears,
  daysInMonth,
  emptyPassenger,
  formFieldFor,
  MONTHS,
  PASSENGER_INCOMPLETE,
  PASSENGER_SAVE_ERROR,
  passengerSchema,
  passengerValuesFrom,
  toSavePassengerRequest,
  type PassengerFormValues,
  type PassengerStatus,
} from '../../lib/passenger-form';
import { AccordionSection, type SectionStatus } from './Accordion';
import { checkboxClass, FieldError, SelectField, textareaClass } from './Fields';

const statusBadge: Record<PassengerStatus, { status: SectionStatus; text: string }> = {
  unsaved: { status: 'current', text: 'Not saved' },
  saving: { status: 'current', text: 'Saving...' },
  persisted: { status: 'complete', text: 'Saved' },
  'save-error': { status: 'error', text: 'Not saved' },
};

const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));
const YEAR_OPTIONS = birthYears().map(String);

export interface PassengerFormProps {
  uuid: string;
  index: number;
  /** 'Adult 1', 'Child 1'… */
  label: string;
  /** A child's age on the return date, from the search; null for adults. */
  childAge: number | null;
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
  saved,
  open,
  onToggle,
  onSaved,
  onGone,
}: PassengerFormProps) {
  const id = `passenger-${String(index)}`;
  const save = useSavePassenger(uuid);
  const [saveFailed, setSaveFailed] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid, isDirty, touchedFields },
    getValues,
    setValue,
    setError,
    reset,
  } = useForm<PassengerFormValues>({
    resolver: zodResolver(passengerSchema),
    mode: 'all',
    defaultValues: saved ? passengerValuesFrom(saved) : emptyPassenger(),
  });
  const [month, year, requiresAssistance] = useWatch({
    control,
    name: ['dob.month', 'dob.year', 'requiresAssistance'],
  });
  const dayOptions = Array.from({ length: daysInMonth(month, year) }, (_, i) => String(i + 1));
  // A day the chosen month does not have (31 June) is cleared rather than silently kept.
  const clampDay = () => {
    const dob = getValues('dob');
    if (Number(dob.day) > daysInMonth(dob.month, dob.year)) {
      setValue('dob.day', '', { shouldValidate: true, shouldDirty: true });
    }
  };

  const status: PassengerStatus = save.isPending
    ? 'saving'
    : saveFailed
      ? 'save-error'
      : (saved !== undefined || save.isSuccess) && !isDirty
        ? 'persisted'
        : 'unsaved';
  const incomplete = !isValid && (isDirty || Object.keys(touchedFields).length > 0);

  const onSubmit = handleSubmit(async (values) => {
    setSaveFailed(false);
    try {
      await save.mutateAsync(toSavePassengerRequest(uuid, index, values));
      reset(values);
      onSaved(index);
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) {
        onGone();
        return;
      }
      setSaveFailed(true);
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, messages] of Object.entries(err.fieldErrors ?? {})) {
          const name = formFieldFor(field);
          const message = messages.at(0);
          if (name && message) {
            setError(name === 'dob' ? 'dob.day' : name, { type: 'server', message });
          }
        }
      }
    }
  });

  const dobError = errors.dob?.day?.message;
  const dobErrorId = `${id}-dob-error`;
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
        <fieldset aria-describedby={dobError ? dobErrorId : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">Date of birth</legend>
          <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
            <SelectField
              label="Day"
              placeholder="Day"
              options={dayOptions}
              aria-invalid={dobError ? true : undefined}
              {...register('dob.day')}
            />
            <SelectField
              label="Month"
              placeholder="Month"
              options={MONTH_OPTIONS}
              aria-invalid={dobError ? true : undefined}
              {...register('dob.month', { onChange: clampDay, deps: 'dob.day' })}
            />
            <SelectField
              label="Year"
              placeholder="Year"
              options={YEAR_OPTIONS}
              aria-invalid={dobError ? true : undefined}
              {...register('dob.year', { onChange: clampDay, deps: 'dob.day' })}
            />
          </div>
          {dobError && <FieldError id={dobErrorId}>{dobError}</FieldError>}
        </fieldset>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" className={checkboxClass} {...register('requiresAssistance')} />
            <span>This passenger requires special assistance</span>
          </label>
          {requiresAssistance && (
            <div className="mt-3">
              <label
                htmlFor={`${id}-assistance`}
                className="mb-1 block text-sm font-medium text-slate-800"
              >
                Assistance required
              </label>
              <textarea
                id={`${id}-assistance`}
                rows={3}
                aria-invalid={errors.assistanceDetails ? true : undefined}
                aria-describedby={errors.assistanceDetails ? `${id}-assistance-error` : undefined}
                className={textareaClass}
                {...register('assistanceDetails')}
              />
              {errors.assistanceDetails?.message && (
                <FieldError id={`${id}-assistance-error`}>
                  {errors.assistanceDetails.message}
                </FieldError>
              )}
            </div>
          )}
        </div>
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
          disabled={!isValid || save.isPending}
          aria-describedby={incomplete ? hintId : undefined}
          className="w-full sm:w-auto"
        >
          {save.isPending ? 'Saving...' : `Confirm ${label}`}
        </Button>
      </form>
    </AccordionSection>
  );
}
