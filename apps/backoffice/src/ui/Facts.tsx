import type { ReactNode } from 'react';
import { TableFrame } from './DataTable';

/** A titled part of a page (a landmark named by its heading). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-brand-800">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs, as a description list. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small read-only table: a caption for screen readers, column headers, rows. */
export function ListTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <TableFrame caption={caption}>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200 align-top">
            {row.cells.map((cell, index) => (
              <td key={index} className="px-3 py-2">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
