import type { StaffTouristTaxPlace } from '@sunward/contracts/staff-tourist-tax';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { touristTaxNotCheckedQuery } from '../../api/tourist-tax-not-checked';
import { touristTaxPlacesQuery } from '../../api/tourist-tax-places';
import { formatDay } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { DataTable } from '../../ui/DataTable';
import { Panel } from '../../ui/Facts';
import { Notice, TextInput } from '../../ui/controls';
import { amountsOf, appliesText, TAX_TYPE_NAMES } from './tax-text';

const placeLink = (place: StaffTouristTaxPlace) => (
  <Link
    to={`/tourist-tax/${place.id}`}
    className="font-semibold text-brand-700 underline underline-offset-2"
  >
    {place.name}
  </Link>
);

const column = createColumnHelper<StaffTouristTaxPlace>();
const columns = [
  column.accessor('country', { header: 'Country' }),
  column.accessor('name', {
    header: 'Place',
    cell: ({ row: { original: place } }) => placeLink(place),
  }),
  column.display({
    id: 'rate',
    header: 'Rate in force',
    cell: ({ row: { original: place } }) =>
      place.current ? (
        <span className="block min-w-48">
          {place.current.confirmed ? amountsOf(place.current) : 'Not confirmed'}
          <span className="block text-muted">{TAX_TYPE_NAMES[place.current.taxType]}</span>
        </span>
      ) : (
        'None in force'
      ),
  }),
  column.display({
    id: 'applies',
    header: 'Applies',
    cell: ({ row: { original: place } }) => (
      <span className="whitespace-nowrap">
        {place.current ? appliesText(place.current) : '—'}
        {place.upcoming.map((next) => (
          <span key={next.id} className="block text-muted">
            Next: {appliesText(next)}
          </span>
        ))}
      </span>
    ),
  }),
  column.display({
    id: 'source',
    header: 'Source',
    cell: ({ row: { original: place } }) =>
      place.current ? (
        <a
          href={place.current.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          {place.current.source.publisher}
        </a>
      ) : (
        '—'
      ),
  }),
  column.accessor('lastChecked', {
    header: 'Last checked',
    cell: ({ row: { original: place } }) => (
      <span className="whitespace-nowrap">
        {place.lastChecked ? formatDay(place.lastChecked) : 'Never'}
        {place.notChecked ? (
          <span className="ml-2 rounded bg-coral-600 px-1.5 py-0.5 text-xs font-bold text-white">
            Check
          </span>
        ) : null}
      </span>
    ),
  }),
];

/** The rates whose source nobody has checked for 6 months: each a link to check and update it. */
function NotChecked() {
  const list = useQuery(touristTaxNotCheckedQuery());
  return (
    <Panel id="not-checked" title="Rates not checked for 6 months">
      {list.isPending ? (
        <p role="status">Loading…</p>
      ) : list.isError ? (
        <Notice kind="error">{messageOf(list.error)}</Notice>
      ) : list.data.places.length === 0 ? (
        <p>
          Every rate in force was checked against its source since{' '}
          {formatDay(list.data.checkedSince)}.
        </p>
      ) : (
        <>
          <p>
            {list.data.places.length === 1
              ? '1 rate was'
              : `${String(list.data.places.length)} rates were`}{' '}
            last checked before {formatDay(list.data.checkedSince)}: check each against its source
            and add a version (the same figures with today&rsquo;s check, or the new ones).
          </p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.places.map((place) => (
              <li key={place.id}>
                {place.country}: {placeLink(place)}{' '}
                <span className="text-muted">
                  ({place.lastChecked ? `checked ${formatDay(place.lastChecked)}` : 'none in force'}
                  )
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/**
 * Tourist tax rates on the desk: every place (each country's own rule and each region's) with the
 * rate in force today, when it applies, its source and when it was last checked, and the rates
 * not checked for 6 months. A place's page keeps its history; supervisors add new versions there.
 */
export function TouristTaxPage() {
  usePageTitle('Tourist tax');
  const me = useQuery(meQuery());
  const allowed = me.data ? staffMay(me.data.role, 'touristTax.read') : false;
  const places = useQuery({ ...touristTaxPlacesQuery(), enabled: allowed });
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = places.data?.places ?? [];
    return needle
      ? all.filter((p) =>
          `${p.country} ${p.name} ${p.places.join(' ')}`.toLowerCase().includes(needle),
        )
      : all;
  }, [places.data, filter]);
  const table = useReactTable({
    data: shown,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => row.id,
  });
  if (me.data && !allowed) return <Notice kind="error">Your role does not allow this.</Notice>;
  const mayEdit = me.data ? staffMay(me.data.role, 'touristTax.edit') : false;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Tourist tax</h1>
      <p className="mt-1 text-muted">
        The rate each place charges today, with its source, as the tourist tax page and every
        estimate show it.{' '}
        {mayEdit
          ? 'To change a rate, open its place and add a new dated version: earlier versions are kept.'
          : 'A supervisor adds a new version when a rate changes.'}
      </p>
      <div className="mt-4">
        <NotChecked />
      </div>
      <div className="mt-6 max-w-md">
        <TextInput
          label="Find a place"
          hint="A country, region or resort."
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div className="mt-4">
        {places.isPending ? (
          <p role="status">Loading…</p>
        ) : places.isError ? (
          <Notice kind="error">{messageOf(places.error)}</Notice>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-muted">
              {shown.length === 1 ? '1 place' : `${String(shown.length)} places`} · today is{' '}
              {formatDay(places.data.today)}
            </p>
            <DataTable table={table} caption="Tourist tax places" />
          </>
        )}
      </div>
    </>
  );
}
