import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { PassengerFormValues } from '../../lib/passenger-form';
import { checkboxClass, FieldError, textareaClass } from './Fields';

/** 'This passenger requires special assistance', and then what is required. */
export function AssistanceFields({
  id,
  form,
}: {
  id: string;
  form: UseFormReturn<PassengerFormValues>;
}) {
  const { register, control } = form;
  const requiresAssistance = useWatch({ control, name: 'requiresAssistance' });
  const error = form.formState.errors.assistanceDetails?.message;
  const errorId = `${id}-assistance-error`;

  return (
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
            aria-invalid={form.formState.errors.assistanceDetails ? true : undefined}
            aria-describedby={form.formState.errors.assistanceDetails ? errorId : undefined}
            className={textareaClass}
            {...register('assistanceDetails')}
          />
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
