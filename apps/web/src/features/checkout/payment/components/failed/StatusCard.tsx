import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A centred card for the page's states other than the loaded booking. Its h1 takes focus on
 * arrival, so screen readers hear what happened.
 */
export function StatusCard({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'neutral' | 'error';
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <section
        aria-labelledby="failed-status-heading"
        className={`rounded-card p-6 text-center shadow-sm ring-1 sm:p-10 ${
          tone === 'error' ? 'bg-red-50 ring-red-200' : 'bg-white ring-slate-200'
        }`}
      >
        <h1
          id="failed-status-heading"
          ref={heading}
          tabIndex={-1}
          className={`text-2xl font-extrabold focus:outline-none sm:text-3xl ${
            tone === 'error' ? 'text-red-900' : 'text-brand-900'
          }`}
        >
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
