import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  birthYears,
  daysInMonth,
  MONTHS,
  type PassengerFormValues,
} from '../../lib/passenger-form';
import { FieldError, SelectField } from './Fields';

const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));
const YEAR_OPTIONS = birthYears().map(String);

/**
 * Date of birth as day, month and year lists: the days follow the month and year chosen, and a
 * day the month does not have (31 June) is cleared rather than silently kept.
 */
export function DateOfBirthFields({
  id,
  form,
}: {
  id: string;
  form: UseFormReturn<PassengerFormValues>;
}) {
  const { register, control, getValues, setValue } = form;
  const [month, year] = useWatch({ control, name: ['dob.month', 'dob.year'] });
  const dayOptions = Array.from({ length: daysInMonth(month, year) }, (_, i) => String(i + 1));
  const clampDay = () => {
    const dob = getValues('dob');
    if (Number(dob.day) > daysInMonth(dob.month, dob.year)) {
      setValue('dob.day', '', { shouldValidate: true, shouldDirty: true });
    }
  };
  const error = form.formState.errors.dob?.day?.message;
  const errorId = `${id}-dob-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Date of birth</legend>
      <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
        <SelectField
          label="Day"
          placeholder="Day"
          options={dayOptions}
          aria-invalid={error ? true : undefined}
          {...register('dob.day')}
        />
        <SelectField
          label="Month"
          placeholder="Month"
          options={MONTH_OPTIONS}
          aria-invalid={error ? true : undefined}
          {...register('dob.month', { onChange: clampDay, deps: 'dob.day' })}
        />
        <SelectField
          label="Year"
          placeholder="Year"
          options={YEAR_OPTIONS}
          aria-invalid={error ? true : undefined}
          {...register('dob.year', { onChange: clampDay, deps: 'dob.day' })}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
