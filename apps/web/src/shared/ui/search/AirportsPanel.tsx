import type { DestinationsResponse } from '@sunward/contracts/search';
import { useEffect, useRef } from 'react';

type Group = DestinationsResponse['departureAirports'][number];

/** A region's checkbox shows all (checked), some (mixed) or none of its airports. */
function GroupCheckbox({
  group,
  selected,
  onChange,
}: {
  group: Group;
  selected: Set<string>;
  onChange: (codes: string[], on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = group.airports.filter((a) => selected.has(a.code)).length;
  const all = count === group.airports.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 font-semibold text-brand-800">
      <input
        ref={ref}
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={all}
        aria-checked={count > 0 && !all ? 'mixed' : all}
        onChange={() =>
          onChange(
            group.airports.map((a) => a.code),
            !all,
          )
        }
      />
      {group.name}
      <span aria-hidden="true" className="text-xs font-normal text-slate-600">
        ({count === 0 ? 'none' : all ? 'all' : `${count} of ${group.airports.length}`})
      </span>
    </label>
  );
}

export function AirportsPanel({
  groups,
  selected,
  onChange,
  onDone,
}: {
  groups: Group[];
  selected: string[];
  onChange: (codes: string[]) => void;
  onDone: () => void;
}) {
  const set = new Set(selected);
  const toggle = (codes: string[], on: boolean) => {
    const next = new Set(set);
    for (const c of codes) {
      if (on) next.add(c);
      else next.delete(c);
    }
    onChange([...next]);
  };
  return (
    <div>
      <div className="mb-2 flex justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => onChange(groups.flatMap((g) => g.airports.map((a) => a.code)))}
        >
          Select all airports
        </button>
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => onChange([])}
        >
          Clear
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((g) => (
          <fieldset key={g.id} className="rounded-lg border border-slate-200 p-2">
            <legend className="sr-only">{g.name}</legend>
            <GroupCheckbox group={g} selected={set} onChange={toggle} />
            <div className="ml-6">
              {g.airports.map((a) => (
                <label
                  key={a.code}
                  className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-700"
                    checked={set.has(a.code)}
                    onChange={(e) => toggle([a.code], e.target.checked)}
                  />
                  {a.name} <span className="text-slate-500">{a.code}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          onClick={onDone}
        >
          Done
        </button>
      </div>
    </div>
  );
}
