import { passwordStrength } from '@sunward/contracts/auth';
import { useId } from 'react';

const barTone = {
  Weak: 'bg-coral-600',
  Fair: 'bg-amber-500',
  Good: 'bg-brand-600',
  Strong: 'bg-emerald-600',
};

const checklist = [
  ['length', 'At least 8 characters'],
  ['mixedCase', 'A mix of upper and lower case letters'],
  ['digit', 'A number'],
  ['special', 'A special character'],
] as const;

/**
 * docs/spec/3-accounts-bookings-content.md §5 'Reset': the strength score (packages/contracts
 * `passwordStrength`) as a meter with its label, Weak, Fair, Good or Strong, and the four-item
 * checklist.
 */
export function PasswordStrength({ password }: { password: string }) {
  const id = useId();
  const { score, label, checks } = passwordStrength(password);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span id={`${id}-label`} className="text-slate-700">
          Password strength
        </span>
        <span className="font-semibold text-slate-900">{label}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label}, ${String(score)} out of 100`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${barTone[label]}`}
          style={{ width: `${String(score)}%` }}
        />
      </div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Password requirements">
        {checklist.map(([key, text]) => (
          <li key={key} className={checks[key] ? 'text-emerald-800' : 'text-slate-600'}>
            <span aria-hidden="true" className="mr-1.5 inline-block w-4 font-bold">
              {checks[key] ? '✓' : '•'}
            </span>
            {text}
            <span className="sr-only">{checks[key] ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
