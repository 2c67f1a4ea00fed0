import { useState, type ComponentProps } from 'react';
import { FilterPanel } from './FilterPanel';

/** The filters beside the list: always shown on a wide screen, behind a Filters toggle on a narrow one. */
export function FiltersAside(props: ComponentProps<typeof FilterPanel>) {
  const [open, setOpen] = useState(false);
  return (
    <aside
      aria-label="Filters"
      className="h-fit rounded-card bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between text-left font-bold text-brand-800 lg:hidden"
      >
        Filters
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <h2 className="hidden font-bold text-brand-800 lg:block">Filter results</h2>
      <div id="filter-panel" className={`${open ? 'mt-4 block' : 'hidden'} lg:mt-4 lg:block`}>
        <FilterPanel {...props} />
      </div>
    </aside>
  );
}
