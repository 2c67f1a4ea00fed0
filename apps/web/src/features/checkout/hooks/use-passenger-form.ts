import { zodResolver } from '@hookform/resolvers/zod';
import type { SavedPassenger } from '@sunward/contracts/checkout';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/lib/api-client';
import { useSavePassenger } from '../api/save-passenger';
import {
  emptyPassenger,
  formFieldFor,
  passengerSchema,
  passengerValuesFrom,
  toSavePassengerRequest,
  type PassengerFormValues,
  type PassengerStatus,
} from '../lib/passenger-form';

/**
 * One passenger's form and its save (docs/spec/2-checkout-payment.md §5 'Passenger'): checked as
 * typed; the status goes unsaved → saving → persisted, or save-error with the server's field
 * messages on their fields; a hold that has gone (410) is the page's to say.
 */
export function usePassengerForm({
  uuid,
  index,
  saved,
  onSaved,
  onGone,
}: {
  uuid: string;
  index: number;
  saved: SavedPassenger | undefined;
  onSaved: (index: number) => void;
  onGone: () => void;
}) {
  const save = useSavePassenger(uuid);
  const [saveFailed, setSaveFailed] = useState(false);
  const form = useForm<PassengerFormValues>({
    resolver: zodResolver(passengerSchema),
    mode: 'all',
    defaultValues: saved ? passengerValuesFrom(saved) : emptyPassenger(),
  });
  const { isValid, isDirty, touchedFields } = form.formState;

  const status: PassengerStatus = save.isPending
    ? 'saving'
    : saveFailed
      ? 'save-error'
      : (saved !== undefined || save.isSuccess) && !isDirty
        ? 'persisted'
        : 'unsaved';

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveFailed(false);
    try {
      await save.mutateAsync(toSavePassengerRequest(uuid, index, values));
      form.reset(values);
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
            form.setError(name === 'dob' ? 'dob.day' : name, { type: 'server', message });
          }
        }
      }
    }
  });

  return {
    form,
    status,
    saveFailed,
    saving: save.isPending,
    canSave: isValid,
    /** Something is missing or wrong once the customer has started. */
    incomplete: !isValid && (isDirty || Object.keys(touchedFields).length > 0),
    onSubmit,
  };
}
