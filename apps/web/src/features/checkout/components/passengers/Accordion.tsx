import type { ReactNode } from 'react';

/** The id of a step's heading button: the page moves focus to it when the step opens. */
export const toggleId = (id: string) => `${id}-toggle`;

export type SectionStatus = 'complete' | 'current' | 'locked' | 'error';

const badge: Record<SectionStatus, { text: string; className: string }> = {
  complete: { text: 'Completed', className: 'bg-emerald-100 text-emerald-900' },
  current: { text: 'To do', className: 'bg-brand-100 text-brand-900' },
  locked: { text: 'Not yet available', className: 'bg-slate-100 text-slate-600' },
  error: { text: 'Needs attention', className: 'bg-red-100 text-red-900' },
};

/**
 * One step of the checkout accordion: a heading whose button opens and closes the panel
 * (aria-expanded, aria-controls). A locked step cannot open yet; a closed step keeps its
 * content (and what was typed) mounted but hidden.
 */
export function AccordionSection({
  id,
  step,
  title,
  summary,
  status,
  open,
  onToggle,
  level = 2,
  badgeText,
  children,
}: {
  id: string;
  /** '1', '2'… before the title; omitted for nested items. */
  step?: string;
  title: string;
  /** One line under the title while closed (what was entered). */
  summary?: ReactNode;
  status: SectionStatus;
  open: boolean;
  onToggle: () => void;
  level?: 2 | 3;
  /** Replaces the status badge's wording. */
  badgeText?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const locked = status === 'locked';
  const headingId = `${id}-heading`;
  const panelId = `${id}-panel`;
  return (
    <section
      data-section={id}
      className={
        level === 2
          ? 'rounded-card bg-white shadow-sm ring-1 ring-slate-200'
          : 'rounded-lg border border-slate-200 bg-white'
      }
    >
      <Heading id={headingId} className="m-0">
        <button
          id={toggleId(id)}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          disabled={locked}
          onClick={onToggle}
          className={`flex min-h-14 w-full items-center gap-3 rounded-card px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed sm:px-5 ${
            level === 2
              ? 'text-lg font-bold text-brand-900'
              : 'text-base font-semibold text-slate-900'
          } ${locked ? 'text-slate-500' : ''}`}
        >
          {step && (
            <span
              aria-hidden="true"
              className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                status === 'complete' ? 'bg-emerald-600 text-white' : 'bg-brand-700 text-white'
              } ${locked ? 'bg-slate-300 text-slate-700' : ''}`}
            >
              {status === 'complete' ? '✓' : step}
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="block">{title}</span>
            {summary && !open && (
              <span className="block truncate text-sm font-normal text-slate-600">{summary}</span>
            )}
          </span>
          <span
            className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${badge[status].className}`}
          >
            {badgeText ?? badge[status].text}
          </span>
          <span aria-hidden="true" className="shrink-0 text-slate-500">
            {open ? '▲' : '▼'}
          </span>
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        className={level === 2 ? 'border-t border-slate-200 px-4 py-5 sm:px-5' : 'px-4 pb-4'}
      >
        {!locked && children}
      </div>
    </section>
  );
}
