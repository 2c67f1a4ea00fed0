import {
  ATTENTION,
  ATTENTION_KIND_NAMES,
  type AttentionItem,
  type AttentionKind,
  attentionKinds,
} from '@sunward/contracts/staff-attention';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type SyntheticEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { attentionKey, attentionQuery, type AttentionPageQuery } from '../../api/attention';
import { ApiError, messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { resolveAttention } from '../../api/resolve-attention';
import { retryAttention } from '../../api/retry-attention';
import { formatDay, formatMoment } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { BookingLink } from '../../ui/badges';
import { Button, Notice, SelectInput, TextArea } from '../../ui/controls';
import { PagedResults } from '../../ui/DataTable';

const isKind = (value: string | null): value is AttentionKind =>
  (attentionKinds as readonly (string | null)[]).includes(value);

/** The queue as the address keeps it (so back, reload and a shared link show the same). */
function queryOf(params: URLSearchParams): AttentionPageQuery {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    ...(isKind(kind) ? { kind } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Retry (where it can mend the item) and Mark resolved with a note, for one row. */
function RowActions({ item, onDone }: { item: AttentionItem; onDone: (message: string) => void }) {
  const client = useQueryClient();
  const [resolving, setResolving] = useState(false);
  const [note, setNote] = useState('');
  const refresh = (message: string) => {
    onDone(message);
    void client.invalidateQueries({ queryKey: attentionKey });
  };
  const retry = useMutation({
    mutationFn: () => retryAttention(item.kind, item.key),
    onSuccess: refresh,
  });
  const resolve = useMutation({
    mutationFn: () => resolveAttention(item.kind, item.key, note),
    onSuccess: refresh,
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    resolve.mutate();
  };
  const refused = resolve.error instanceof ApiError ? resolve.error.fieldError('note') : undefined;
  return (
    <div className="flex min-w-56 flex-col gap-2">
      {retry.isError ? <Notice kind="error">{messageOf(retry.error)}</Notice> : null}
      {resolve.isError && !refused ? (
        <Notice kind="error">{messageOf(resolve.error)}</Notice>
      ) : null}
      {resolving ? (
        <form onSubmit={submit} noValidate className="space-y-2">
          <TextArea
            label="What was done"
            hint="Kept with the item in the audit trail."
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={ATTENTION.noteMaxLength}
            rows={3}
            error={refused}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={resolve.isPending}>
              Mark resolved
            </Button>
            <Button look="secondary" onClick={() => setResolving(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {item.retryable ? (
            <Button
              look="secondary"
              onClick={() => retry.mutate()}
              disabled={retry.isPending}
              aria-label={`Retry: ${item.title}`}
            >
              Retry
            </Button>
          ) : null}
          <Button
            look="secondary"
            onClick={() => setResolving(true)}
            aria-label={`Mark resolved: ${item.title}`}
          >
            Mark resolved
          </Button>
        </div>
      )}
    </div>
  );
}

const column = createColumnHelper<AttentionItem>();

function columnsFor(mayAct: boolean, onDone: (message: string) => void) {
  return [
    column.accessor('kind', {
      header: 'Kind',
      cell: (cell) => (
        <span className="whitespace-nowrap">{ATTENTION_KIND_NAMES[cell.getValue()]}</span>
      ),
    }),
    column.accessor('title', {
      header: 'What',
      cell: (cell) => <span className="block min-w-48">{cell.getValue()}</span>,
    }),
    column.accessor('bookingReference', {
      header: 'Booking',
      cell: (cell) => {
        const reference = cell.getValue();
        return reference ? <BookingLink reference={reference} /> : '—';
      },
    }),
    column.accessor('error', {
      header: 'Error',
      cell: (cell) => (
        <span className="block max-w-md min-w-48 break-words">{cell.getValue() ?? '—'}</span>
      ),
    }),
    column.accessor('since', {
      header: 'Since',
      cell: ({ row: { original: item } }) => (
        <span className="block whitespace-nowrap">
          {formatMoment(item.since)}
          {item.dueBy ? (
            <span className="block">
              Due by {formatDay(item.dueBy)}
              {item.late ? <span className="ml-1 font-bold text-coral-600">LATE</span> : null}
            </span>
          ) : null}
        </span>
      ),
    }),
    ...(mayAct
      ? [
          column.display({
            id: 'actions',
            header: 'Action',
            cell: ({ row: { original: item } }) => <RowActions item={item} onDone={onDone} />,
          }),
        ]
      : []),
  ].map((def) => ({ ...def, enableSorting: false }));
}

/**
 * "Needs attention": every piece of work that failed and needs a person (failed and stuck jobs,
 * supplier bookings that failed, refunds not done, approved payments not recorded, e-mails not
 * delivered), late refunds first then the oldest first, each linked to its booking. Supervisors
 * and admins retry an item or mark it resolved with a note; agents read it.
 */
export function AttentionPage() {
  usePageTitle('Needs attention');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const me = useQuery(meQuery());
  const mayAct = me.data ? staffMay(me.data.role, 'attention.act') : false;
  const found = useQuery(attentionQuery(query));
  const [done, setDone] = useState<string | null>(null);
  const columns = useMemo(() => columnsFor(mayAct, setDone), [mayAct]);
  const table = useReactTable({
    data: found.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => `${row.kind}:${row.key}`,
    manualPagination: true,
  });
  const total = found.data?.total ?? 0;
  const counts = found.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const countOf = (n: number | undefined) => (n === undefined ? '' : ` (${String(n)})`);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Needs attention</h1>
      <p className="mt-1 text-muted">
        Work that failed and needs a person.
        {me.data && !mayAct
          ? ' Your role can read this queue; a supervisor retries or resolves.'
          : ''}
      </p>
      <form
        aria-label="Filter the queue"
        className="mt-4 max-w-md"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectInput
          label="Kind"
          value={query.kind ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value === '') next.delete('kind');
            else next.set('kind', event.target.value);
            next.delete('page');
            setParams(next);
            setDone(null);
          }}
        >
          <option value="">Every kind{countOf(all)}</option>
          {attentionKinds.map((kind) => (
            <option key={kind} value={kind}>
              {ATTENTION_KIND_NAMES[kind]}
              {countOf(counts?.[kind])}
            </option>
          ))}
        </SelectInput>
      </form>
      <PagedResults
        id="queue"
        heading={
          found.isPending
            ? 'Loading…'
            : found.isError
              ? 'The queue could not be loaded'
              : `${total.toLocaleString('en-GB')} ${total === 1 ? 'item' : 'items'}`
        }
        notice={done ? <Notice kind="done">{done}</Notice> : null}
        result={{ ...found, hasData: found.data !== undefined }}
        total={total}
        table={table}
        caption="Needs attention"
        page={query.page}
        pages={Math.max(1, Math.ceil(total / (found.data?.pageSize ?? 1)))}
        onPage={(page) => {
          const next = new URLSearchParams(params);
          next.set('page', String(page));
          setParams(next);
        }}
        empty="Nothing needs attention."
      />
    </>
  );
}
