import type { ReactNode } from 'react';

const tones = {
  error: 'border-coral-500 bg-red-50 text-red-900',
  success: 'border-emerald-500 bg-emerald-50 text-emerald-900',
  info: 'border-brand-500 bg-brand-50 text-brand-900',
  warning: 'border-sun-500 bg-amber-50 text-amber-900',
} as const;

/** An inline message; errors are announced at once, the rest politely. */
export function Alert({
  tone,
  title,
  children,
}: {
  tone: keyof typeof tones;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm ${tones[tone]}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
