import type { ReactNode } from 'react';

/** A titled card of the confirmation: its h2 names the region for assistive technology. */
export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 print:break-inside-avoid print:shadow-none ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type KeyValue = readonly [label: string, value: ReactNode];

/** Label and value pairs as a description list; two columns from small screens up. */
export function KeyValues({ rows, className = '' }: { rows: KeyValue[]; className?: string }) {
  return (
    <dl className={`mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
