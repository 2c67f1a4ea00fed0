import {
  RATE_NOT_CONFIRMED,
  type TouristTaxCountry,
  type TouristTaxRegion,
} from '@sunward/contracts/tourist-tax';
import { formatLongDate } from '../../../shared/lib/dates';
import {
  formatRuleAmount,
  formatSurcharges,
  formatTaxAmount,
  formatTaxType,
} from '../../../shared/lib/local-tax';

/**
 * A country's regions and then the rest of the country (its own rule, whose exemptions and note
 * the country shows once, under the table).
 */
export function withElsewhere(country: TouristTaxCountry): TouristTaxRegion[] {
  return [...country.regions, { ...country.elsewhere, notes: null, exemptions: [] }];
}

/** 'Source: Ajuntament de Barcelona, checked 28 November 2026' with the source's address. */
export function SourceLine({ region }: { region: TouristTaxRegion }) {
  const { source } = region;
  return (
    <p className="text-xs text-slate-600">
      Source:{' '}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-brand-700 underline"
      >
        {source.publisher}
      </a>
      {source.date && (
        <>
          {' '}
          (<time dateTime={source.date}>{formatLongDate(source.date)}</time>)
        </>
      )}
      , checked <time dateTime={region.lastChecked}>{formatLongDate(region.lastChecked)}</time>
    </p>
  );
}

/** When the rate in force applies: 'Since 1 April 2026', 'Until 31 March 2027'. */
function validity(region: TouristTaxRegion): string | null {
  const from = region.validFrom && `since ${formatLongDate(region.validFrom)}`;
  const to = region.validTo && `until ${formatLongDate(region.validTo)}`;
  const text = [from, to].filter(Boolean).join(', ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : null;
}

/**
 * What a rule carries besides its amount: whether it is confirmed, what is added on top, its dates,
 * what changes next, and its source with the date it was checked.
 */
export function RuleFacts({ rule }: { rule: TouristTaxRegion }) {
  const surcharges = rule.taxType === 'none' ? null : formatSurcharges(rule.rules);
  const dates = rule.taxType === 'none' ? null : validity(rule);
  return (
    <>
      {!rule.confirmed && <p className="font-semibold text-amber-900">{RATE_NOT_CONFIRMED}.</p>}
      {surcharges && <p className="text-slate-600">{surcharges}</p>}
      {dates && <p className="text-slate-600">{dates}</p>}
      {rule.upcoming.map((next) => (
        <p key={next.validFrom} className="text-slate-700">
          <span className="font-semibold">From {formatLongDate(next.validFrom)}: </span>
          {next.confirmed
            ? formatTaxAmount(next.taxAmount, next.taxType, next.currency)
            : 'not confirmed'}
          {next.notes && `. ${next.notes}`}
        </p>
      ))}
      <SourceLine region={rule} />
    </>
  );
}

/** A place's details: what it is, its note and exemptions, then its rule's facts and source. */
export function Details({ region }: { region: TouristTaxRegion }) {
  return (
    <div className="space-y-1">
      <p>{region.description}</p>
      {region.notes && <p className="text-slate-600">{region.notes}</p>}
      {region.exemptions.length > 0 && (
        <p className="text-slate-600">Exempt: {region.exemptions.join('; ')}</p>
      )}
      <RuleFacts rule={region} />
    </div>
  );
}

/** The regions as a list, for phones and for the grid's narrow cards. */
function RegionList({ regions, className }: { regions: TouristTaxRegion[]; className: string }) {
  return (
    <ul
      className={`divide-y divide-slate-200 rounded-lg text-sm ring-1 ring-slate-200 ${className}`}
    >
      {regions.map((region) => (
        <li key={region.name} className="px-3 py-3">
          <p className="font-semibold text-slate-900">{region.name}</p>
          <p className="mt-1 font-semibold text-brand-800">
            {formatRuleAmount(region)}{' '}
            <span className="font-normal text-slate-700">· {formatTaxType(region.taxType)}</span>
          </p>
          <div className="mt-1 text-slate-700">
            <Details region={region} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The by-region/city breakdown of a country, the rest of the country last: a table (Region/City,
 * Amount, Type, Details) from small screens up, a list on phones; `compact` (the grid's cards) is
 * always the list.
 */
export function RegionTable({
  country,
  regions,
  compact = false,
}: {
  country: string;
  regions: TouristTaxRegion[];
  compact?: boolean;
}) {
  if (compact) return <RegionList regions={regions} className="" />;
  return (
    <>
      <RegionList regions={regions} className="sm:hidden" />
      <table className="hidden w-full overflow-hidden rounded-lg text-left text-sm ring-1 ring-slate-200 sm:table">
        <caption className="sr-only">Tourist tax by region or city in {country}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Region/City
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {regions.map((region) => (
            <tr key={region.name} className="align-top">
              <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                {region.name}
              </th>
              <td className="px-3 py-2 whitespace-nowrap text-slate-900">
                {formatRuleAmount(region)}
              </td>
              <td className="px-3 py-2 text-slate-700">{formatTaxType(region.taxType)}</td>
              <td className="px-3 py-2 text-slate-700">
                <Details region={region} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
