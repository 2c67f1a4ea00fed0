import type {
  ButtonHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';

/**
 * The back office's form controls: native elements (keyboard and screen readers get what the
 * browser gives them), each with its visible label, an optional hint and its error tied to it.
 */
const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-coral-600';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function Described({
  label,
  hint,
  error,
  children,
}: FieldProps & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children(describedBy ? { id, describedBy } : { id })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-coral-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({
  label,
  hint,
  error,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Described label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={control}
          {...input}
        />
      )}
    </Described>
  );
}

export function TextArea({
  label,
  hint,
  error,
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Described label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={control}
          {...area}
        />
      )}
    </Described>
  );
}

export function SelectInput({
  label,
  hint,
  error,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Described label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={control}
          {...select}
        >
          {children}
        </select>
      )}
    </Described>
  );
}

const looks = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary:
    'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500',
  danger: 'border border-coral-600 bg-white text-coral-600 hover:bg-red-50',
} as const;

export function Button({
  look = 'primary',
  className = '',
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: keyof typeof looks }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold ${looks[look]} ${className}`}
      {...button}
    />
  );
}

/** A message the page must announce: an error (alert) or the outcome of an action (status). */
export function Notice({ kind, children }: { kind: 'error' | 'done'; children: ReactNode }) {
  return kind === 'error' ? (
    <p
      role="alert"
      className="rounded-md border border-coral-600 bg-red-50 px-4 py-3 text-coral-600"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md border border-emerald-700 bg-emerald-50 px-4 py-3 text-emerald-800"
    >
      {children}
    </p>
  );
}
