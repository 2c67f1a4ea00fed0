import {
  changeRequestStatuses,
  changeRequestTypes,
  changeUrgencies,
} from '@sunward/contracts/bookings';
import type { StaffChangeRequestRow } from '@sunward/contracts/staff-change-requests';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { changeRequestsQuery, type QueueQuery } from '../../api/change-requests';
import {
  CHANGE_STATUS_NAMES,
  CHANGE_TYPE_NAMES,
  URGENCY_NAMES,
} from '../../lib/change-request-names';
import { formatMoment } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { BookingLink, OverdueBadge } from '../../ui/badges';
import { SelectInput } from '../../ui/controls';
import { PagedResults } from '../../ui/DataTable';

const PAGE_SIZE = 25;
/** What the desk works on unless asked otherwise: every request not yet closed. */
const OPEN = 'pending,in_progress,awaiting_customer';

const column = createColumnHelper<StaffChangeRequestRow>();
const columns = [
  column.accessor('createdAt', {
    header: 'Sent',
    cell: (cell) => <span className="whitespace-nowrap">{formatMoment(cell.getValue())}</span>,
  }),
  column.accessor('bookingReference', {
    header: 'Booking',
    cell: (cell) => <BookingLink reference={cell.getValue()} />,
  }),
  column.accessor('leadPassenger', {
    header: 'Lead passenger',
    cell: (cell) => <span className="block min-w-32">{cell.getValue()}</span>,
  }),
  column.accessor('type', { header: 'Type', cell: (cell) => CHANGE_TYPE_NAMES[cell.getValue()] }),
  column.accessor('urgency', {
    header: 'Urgency',
    cell: (cell) => <span className="whitespace-nowrap">{URGENCY_NAMES[cell.getValue()]}</span>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row: { original: request } }) => (
      <span className="whitespace-nowrap">
        {CHANGE_STATUS_NAMES[request.status]}
        {request.overdue ? <OverdueBadge /> : null}
      </span>
    ),
  }),
  column.accessor('assignedTo', {
    header: 'Assigned to',
    cell: (cell) => cell.getValue()?.fullName ?? <span className="text-muted">Nobody</span>,
  }),
  column.accessor('replyCount', { header: 'Replies' }),
  column.display({
    id: 'open',
    header: 'Request',
    cell: ({ row: { original: request } }) => (
      <Link
        to={`/change-requests/${request.id}`}
        className="font-semibold text-brand-700 underline underline-offset-2"
        aria-label={`Open the ${CHANGE_TYPE_NAMES[request.type].toLowerCase()} request for ${request.bookingReference}`}
      >
        Open
      </Link>
    ),
  }),
].map((def) => ({ ...def, enableSorting: false }));

const FILTERS = ['status', 'type', 'urgency', 'assigned', 'overdue', 'sort'] as const;

/** The queue as the address keeps it (so back, reload and a shared link show the same). */
function queryOf(params: URLSearchParams): QueueQuery {
  const filters: Record<string, string> = { status: OPEN };
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value !== null) filters[name] = value;
  }
  if (filters.status === 'all') delete filters.status;
  const page = Number(params.get('page'));
  return {
    ...(filters as Omit<QueueQuery, 'page' | 'pageSize'>),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

/**
 * The change-request queue: every open request oldest first unless filtered by status, type,
 * urgency, who has it or lateness; the spec's urgency shown, and each request flagged once it is
 * overdue (not answered within 4 hours if urgent, else 24).
 */
export function ChangeRequestsPage() {
  usePageTitle('Change requests');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const found = useQuery(changeRequestsQuery(query));
  const set = (name: string) => (event: { target: { value: string } }) => {
    const next = new URLSearchParams(params);
    if (event.target.value === '') next.delete(name);
    else next.set(name, event.target.value);
    next.delete('page');
    setParams(next);
  };
  const table = useReactTable({
    data: found.data?.changeRequests ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
  });
  const total = found.data?.total ?? 0;
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Change requests</h1>
      <form
        aria-label="Filter change requests"
        className="mt-4 grid gap-4 rounded-card border border-slate-200 bg-white p-4 md:grid-cols-3 xl:grid-cols-6"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectInput label="Status" value={params.get('status') ?? ''} onChange={set('status')}>
          <option value="">Open (not closed)</option>
          {changeRequestStatuses.map((status) => (
            <option key={status} value={status}>
              {CHANGE_STATUS_NAMES[status]}
            </option>
          ))}
          <option value="all">Any status</option>
        </SelectInput>
        <SelectInput label="Type" value={params.get('type') ?? ''} onChange={set('type')}>
          <option value="">Any type</option>
          {changeRequestTypes.map((type) => (
            <option key={type} value={type}>
              {CHANGE_TYPE_NAMES[type]}
            </option>
          ))}
        </SelectInput>
        <SelectInput label="Urgency" value={params.get('urgency') ?? ''} onChange={set('urgency')}>
          <option value="">Any urgency</option>
          {changeUrgencies.map((urgency) => (
            <option key={urgency} value={urgency}>
              {URGENCY_NAMES[urgency]}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          label="Assigned to"
          value={params.get('assigned') ?? ''}
          onChange={set('assigned')}
        >
          <option value="">Anyone or nobody</option>
          <option value="me">Me</option>
          <option value="nobody">Nobody</option>
        </SelectInput>
        <SelectInput label="Lateness" value={params.get('overdue') ?? ''} onChange={set('overdue')}>
          <option value="">Any</option>
          <option value="true">Overdue only</option>
        </SelectInput>
        <SelectInput label="Order" value={params.get('sort') ?? ''} onChange={set('sort')}>
          <option value="">Oldest first</option>
          <option value="newest">Newest first</option>
        </SelectInput>
      </form>
      <PagedResults
        id="queue"
        heading={
          found.isPending
            ? 'Loading…'
            : found.isError
              ? 'The queue could not be loaded'
              : `${total.toLocaleString('en-GB')} ${total === 1 ? 'request' : 'requests'}`
        }
        result={{ ...found, hasData: found.data !== undefined }}
        total={total}
        table={table}
        caption="Change requests"
        page={query.page}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        onPage={(page) => {
          const next = new URLSearchParams(params);
          next.set('page', String(page));
          setParams(next);
        }}
        empty="No change request matches these filters."
      />
    </>
  );
}
