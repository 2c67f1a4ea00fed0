import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

const control =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** A labelled select with its error tied to it (the shared Field is for inputs). */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  className = '',
  id,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  placeholder: string;
  options: readonly (string | { value: string; label: string })[];
  ref?: Ref<HTMLSelectElement>;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${control} ${error ? 'border-coral-600' : 'border-slate-300'}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-coral-600">
      {children}
    </p>
  );
}

export const checkboxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-brand-700';
export const textareaClass = `${control} border-slate-300`;
