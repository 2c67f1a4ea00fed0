import type { Deal } from '@sunward/contracts/deals';
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useDealList } from '../../../../shared/api/deal-list';
import { DealCard } from '../../../../shared/ui/DealCard';
import { Spinner } from '../../../../shared/ui/Spinner';

const NIGHTS = [7, 10, 14] as const;
const STARS = [
  { id: '3', label: '3+ stars', min: 3 },
  { id: '4', label: '4+ stars', min: 4 },
  { id: '5', label: '5 stars', min: 5 },
] as const;

const chip =
  'rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[selected]:bg-brand-700 data-[selected]:text-white';

function Filter({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly { id: string; label: string }[];
  selected: string | null;
  onChange: (id: string | null) => void;
}) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      selectedKeys={selected ? [selected] : []}
      onSelectionChange={(keys: Set<Key>) => {
        const key = [...keys].at(0);
        onChange(key === undefined ? null : String(key));
      }}
      className="flex flex-wrap gap-2"
    >
      {options.map((o) => (
        <ToggleButton key={o.id} id={o.id} className={chip}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * The deals list on the no-bookings welcome (docs/spec/3-accounts-bookings-content.md §2, §7):
 * only deals with available dates, filtered by 7/10/14 nights and 3+/4+/5 stars.
 */
export function AccountDeals() {
  const deals = useDealList();
  const [nights, setNights] = useState<string | null>(null);
  const [stars, setStars] = useState<string | null>(null);
  const min = STARS.find((s) => s.id === stars)?.min ?? 0;
  const shown = (deals.data ?? []).filter(
    (d: Deal) =>
      d.availableDates.length > 0 &&
      (nights === null || d.availableDurations.includes(Number(nights))) &&
      d.rating >= min,
  );
  return (
    <section aria-labelledby="account-deals-title" className="mt-8 text-left">
      <h2 id="account-deals-title" className="text-xl font-bold text-brand-800">
        Exclusive deals
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        <Filter
          label="Nights"
          options={NIGHTS.map((n) => ({ id: String(n), label: `${n} nights` }))}
          selected={nights}
          onChange={setNights}
        />
        <Filter label="Star rating" options={STARS} selected={stars} onChange={setStars} />
      </div>
      {deals.isPending ? (
        <Spinner label="Loading deals..." />
      ) : shown.length === 0 ? (
        <p className="mt-4 text-slate-600">No deals match right now.</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((d) => (
            <li key={d.id}>
              <DealCard deal={d} variant="compact" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
