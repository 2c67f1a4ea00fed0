import { type StaffBookingRow, type StaffBookingSearchQuery } from '@sunward/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { findBookingsQuery } from '../../api/find-bookings';
import { STATUS_NAMES } from '../../lib/booking-status';
import { formatDay, formatMoment, formatPence } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { PagedResults } from '../../ui/DataTable';
import { BookingLink } from '../../ui/badges';
import { BookingFilters, FILTERS, type Filters } from './BookingFilters';

const PAGE_SIZE = 25;
type Sort = NonNullable<StaffBookingSearchQuery['sort']>;
/** The columns the server sorts by, and its name for each order. */
const SORTS: Record<string, { asc: Sort; desc: Sort }> = {
  departureDate: { asc: 'departure', desc: '-departure' },
  bookedAt: { asc: 'booked', desc: '-booked' },
};

const column = createColumnHelper<StaffBookingRow>();
const columns = [
  column.accessor('reference', {
    header: 'Reference',
    enableSorting: false,
    cell: (cell) => <BookingLink reference={cell.getValue()} />,
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (cell) => STATUS_NAMES[cell.getValue()],
  }),
  column.accessor('leadPassenger', {
    header: 'Lead passenger',
    enableSorting: false,
    cell: (cell) => <span className="block min-w-36">{cell.getValue()}</span>,
  }),
  column.accessor('email', {
    header: 'E-mail',
    enableSorting: false,
    cell: (cell) => <span className="whitespace-nowrap">{cell.getValue()}</span>,
  }),
  column.accessor('hotel', {
    header: 'Hotel',
    enableSorting: false,
    cell: (cell) => <span className="block min-w-40">{cell.getValue()}</span>,
  }),
  column.accessor('destination', { header: 'Destination', enableSorting: false }),
  column.accessor('departureDate', {
    header: 'Departure',
    sortDescFirst: false,
    cell: (cell) => <span className="whitespace-nowrap">{formatDay(cell.getValue())}</span>,
  }),
  column.accessor('totalPence', {
    header: 'Total',
    enableSorting: false,
    cell: (cell) => formatPence(cell.getValue()),
  }),
  column.accessor('bookedAt', {
    header: 'Booked',
    sortDescFirst: true,
    cell: (cell) => <span className="whitespace-nowrap">{formatMoment(cell.getValue())}</span>,
  }),
];

/** The search as the address keeps it (so back, forward, reload and a shared link all work). */
function queryOf(params: URLSearchParams): StaffBookingSearchQuery {
  const query: StaffBookingSearchQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) Object.assign(query, { [name]: value });
  }
  const sort = params.get('sort');
  if (sort && Object.values(SORTS).some((s) => s.asc === sort || s.desc === sort)) {
    query.sort = sort as Sort;
  }
  const page = Number(params.get('page'));
  query.page = Number.isInteger(page) && page > 1 ? page : 1;
  query.pageSize = PAGE_SIZE;
  return query;
}

const sortingOf = (sort: Sort | undefined): SortingState => {
  for (const [id, orders] of Object.entries(SORTS)) {
    if (sort === orders.asc) return [{ id, desc: false }];
    if (sort === orders.desc) return [{ id, desc: true }];
  }
  return [];
};

/**
 * Find a booking: by reference, lead surname, e-mail, telephone, departure dates, status, hotel or
 * destination, one page of 25 at a time, sorted by departure or booking time on the server.
 */
export function BookingsPage() {
  usePageTitle('Find a booking');
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The form is filled afresh from an address that came from elsewhere (a link, back or forward),
  // never from one the page wrote itself: the router shows a new address a moment later, and what
  // the agent typed meanwhile (after Clear, a search or a sort) must stay.
  const [written, setWritten] = useState<string | null>(null);
  const [form, setForm] = useState({ address, key: 0 });
  if (form.address !== address) {
    const ours = address === written;
    setForm({ address, key: ours ? form.key : form.key + 1 });
    if (!ours) setWritten(null);
  }
  const write = (next: URLSearchParams) => {
    setWritten(next.toString());
    setParams(next);
  };
  const query = queryOf(params);
  const found = useQuery(findBookingsQuery(query));

  const go = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    write(next);
  };

  const table = useReactTable({
    data: found.data?.bookings ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.reference,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    state: { sorting: sortingOf(query.sort) },
    onSortingChange: (updater) => {
      const sorting = typeof updater === 'function' ? updater(sortingOf(query.sort)) : updater;
      const first = sorting.at(0);
      const orders: { asc: Sort; desc: Sort } | undefined = first && SORTS[first.id];
      go({
        sort: first && orders ? orders[first.desc ? 'desc' : 'asc'] : undefined,
        page: undefined,
      });
    },
  });

  const search = (filters: Filters) => {
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = filters[name].trim();
      if (value) next.set(name, value);
    }
    const sort = params.get('sort');
    if (sort) next.set('sort', sort);
    write(next);
  };

  const total = found.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Find a booking</h1>
      <BookingFilters key={form.key} params={params} onSearch={search} />
      <PagedResults
        id="found"
        heading={
          found.isPending
            ? 'Searching…'
            : found.isError
              ? 'Search failed'
              : `${total.toLocaleString('en-GB')} ${total === 1 ? 'booking' : 'bookings'} found`
        }
        result={{ ...found, hasData: found.data !== undefined }}
        total={total}
        table={table}
        caption="Bookings found"
        page={query.page ?? 1}
        pages={pages}
        onPage={(page) => go({ page: String(page) })}
        empty="No booking matches. Check the spelling, or search with fewer details."
      />
    </>
  );
}
