import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { messageOf } from '../api/client';
import { Button, Notice } from './controls';

/**
 * A TanStack table drawn as a real <table>: a caption, column headers whose sortable ones are
 * buttons (aria-sort says the order), and a scroll region of its own on narrow screens, reachable
 * by keyboard.
 */
export function DataTable<Row>({ table, caption }: { table: Table<Row>; caption: string }) {
  return (
    <TableFrame caption={caption} className="rounded-card border border-slate-200 bg-white">
      <thead className="bg-slate-100 text-slate-700">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const label = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  className="px-3 py-2 font-semibold whitespace-nowrap"
                  aria-sort={
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                  }
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="inline-flex min-h-6 items-center gap-1 font-semibold underline-offset-2 hover:underline"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {label}
                      <span aria-hidden="true">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-200 align-top">
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className="px-3 py-2">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/**
 * Every table of the back office: a scroll region of its own on narrow screens (reachable by
 * keyboard, named by the caption) around a <table> with a caption for screen readers.
 */
export function TableFrame({
  caption,
  className = '',
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto ${className}`} role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Previous / next over the server's pages, and where the reader is. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-3">
      <Button look="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <Button look="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}

/**
 * A page of results from the server: a heading that says how many (announced as it changes), the
 * server's refusal, the table with its pager, or what to say when nothing matches.
 */
export function PagedResults<Row>({
  id,
  heading,
  result,
  total,
  table,
  caption,
  page,
  pages,
  onPage,
  empty,
  notice,
}: {
  id: string;
  heading: string;
  result: { isError: boolean; error: unknown; isPlaceholderData: boolean; hasData: boolean };
  total: number;
  table: Table<Row>;
  caption: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  empty: string;
  /** An outcome to announce above the table (e.g. an action just taken). */
  notice?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold" aria-live="polite">
        {heading}
      </h2>
      {notice ? <div className="mt-2">{notice}</div> : null}
      {result.isError ? <Notice kind="error">{messageOf(result.error)}</Notice> : null}
      {result.hasData && total > 0 ? (
        <div className="mt-3" aria-busy={result.isPlaceholderData}>
          <DataTable table={table} caption={caption} />
          <Pager page={page} pages={pages} onPage={onPage} />
        </div>
      ) : null}
      {result.hasData && total === 0 ? <p className="mt-2 text-muted">{empty}</p> : null}
    </section>
  );
}
