import type { StaffTouristTaxVersion } from '@sunward/contracts/staff-tourist-tax';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { touristTaxPlaceQuery } from '../../api/tourist-tax-place';
import { formatDay, formatMoment } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { Facts, ListTable, Panel } from '../../ui/Facts';
import { Notice } from '../../ui/controls';
import { NewVersionForm } from './NewVersionForm';
import { amountsOf, appliesText, STATE_NAMES, TAX_TYPE_NAMES } from './tax-text';

/** Who is charged what besides the amounts, in words. */
function rulesText(v: StaffTouristTaxVersion): string {
  const r = v.rules;
  const parts = [
    r.exemptUnderAge !== null ? `under ${String(r.exemptUnderAge)}s exempt` : null,
    r.reducedUnderAge !== null
      ? `under ${String(r.reducedUnderAge)}s pay ${String(r.reducedAgePercent)}%`
      : null,
    r.maxNights !== null ? `at most ${String(r.maxNights)} nights` : null,
    r.reducedFromNight !== null
      ? `${String(r.reducedFromNightPercent)}% from night ${String(r.reducedFromNight)}`
      : null,
    ...r.surcharges.map((s) => `plus ${String(s.percent)}% ${s.name}`),
    r.collectedAtHotel ? null : 'inside the room price',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'No exemptions or caps';
}

function SourceLink({ v }: { v: StaffTouristTaxVersion }) {
  return (
    <span className="break-words">
      <a
        href={v.source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline"
      >
        {v.source.publisher}
      </a>
      {v.source.date ? ` (${formatDay(v.source.date)})` : ''}
    </span>
  );
}

/**
 * One tourist tax place: the version of its rule in force today, every version it has had (none
 * is ever changed), and for supervisors and admins the form that adds the next one.
 */
export function TouristTaxPlacePage() {
  const { place = '' } = useParams();
  const me = useQuery(meQuery());
  const allowed = me.data ? staffMay(me.data.role, 'touristTax.read') : false;
  const detail = useQuery({ ...touristTaxPlaceQuery(place), enabled: allowed });
  const [done, setDone] = useState<string | null>(null);
  usePageTitle(detail.data ? `Tourist tax: ${detail.data.place.name}` : 'Tourist tax');
  if (me.data && !allowed) return <Notice kind="error">Your role does not allow this.</Notice>;
  if (detail.isPending) return <p role="status">Loading…</p>;
  if (detail.isError) return <Notice kind="error">{messageOf(detail.error)}</Notice>;
  const { place: found, versions, today } = detail.data;
  const current = found.current;
  const mayEdit = me.data ? staffMay(me.data.role, 'touristTax.edit') : false;
  return (
    <>
      <p>
        <Link to="/tourist-tax" className="text-brand-700 underline">
          All tourist tax rates
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-800">{found.name}</h1>
      <p className="mt-1 text-muted">
        {found.country}
        {found.places.length > 0
          ? ` · covers ${found.places.join(', ')}`
          : " · the country's own rule, for the places without one of their own"}
      </p>
      {done ? (
        <div className="mt-4">
          <Notice kind="done">{done}</Notice>
        </div>
      ) : null}
      <div className="mt-4 space-y-4">
        <Panel id="in-force" title={`In force today (${formatDay(today)})`}>
          {current ? (
            <Facts
              items={[
                [
                  'Amounts',
                  current.confirmed ? amountsOf(current) : `Not confirmed (${amountsOf(current)})`,
                ],
                ['Charged', TAX_TYPE_NAMES[current.taxType]],
                ['Applies', appliesText(current)],
                ['Rules', rulesText(current)],
                ['Exempt', current.exemptions.join('; ') || '—'],
                ['Note', current.notes ?? '—'],
                ['Source', <SourceLink key="source" v={current} />],
                [
                  'Last checked',
                  `${formatDay(current.lastChecked)}${found.notChecked ? ' (over 6 months ago: check it)' : ''}`,
                ],
              ]}
            />
          ) : (
            <p>No version covers today: add one.</p>
          )}
        </Panel>
        <Panel id="history" title="Every version">
          <ListTable
            caption={`Versions of the tourist tax of ${found.name}, newest first`}
            columns={['Applies', 'State', 'Amounts', 'Rules', 'Source', 'Checked', 'Added']}
            rows={versions.map((v) => ({
              key: String(v.id),
              cells: [
                <span key="applies" className="whitespace-nowrap">
                  {appliesText(v)}
                </span>,
                STATE_NAMES[v.state],
                v.confirmed ? amountsOf(v) : `Not confirmed (${amountsOf(v)})`,
                rulesText(v),
                <SourceLink key="source" v={v} />,
                formatDay(v.lastChecked),
                v.createdBy
                  ? `${v.createdBy.name}, ${formatMoment(v.createdAt)}`
                  : 'With the product data',
              ],
            }))}
            empty="No versions yet."
          />
        </Panel>
        {mayEdit ? (
          <NewVersionForm
            key={current?.id ?? 'none'}
            placeId={found.id}
            placeName={found.name}
            from={current ?? versions.at(0) ?? null}
            today={today}
            onAdded={(added) => {
              const next = added.place.current;
              setDone(
                next
                  ? `Version added. In force today: ${next.confirmed ? amountsOf(next) : 'not confirmed'}.`
                  : 'Version added.',
              );
            }}
          />
        ) : (
          <p className="text-muted">A supervisor adds a new version when a rate changes.</p>
        )}
      </div>
    </>
  );
}
