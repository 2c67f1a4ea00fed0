import type { TouristTaxRegion } from '@sunward/contracts/tourist-tax';
import { formatTaxAmount, formatTaxType } from '../../../shared/lib/local-tax';

function Details({ region }: { region: TouristTaxRegion }) {
  return (
    <>
      <p>{region.description}</p>
      {region.notes && <p className="mt-1 text-slate-600">{region.notes}</p>}
      {region.exemptions.length > 0 && (
        <p className="mt-1 text-slate-600">Exempt: {region.exemptions.join('; ')}</p>
      )}
    </>
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
            {formatTaxAmount(region.taxAmount, region.taxType, region.currency)}{' '}
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
 * The by-region/city breakdown of a country: a table (Region/City, Amount, Type, Details) from
 * small screens up, a list on phones; `compact` (the grid's cards) is always the list.
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
                {formatTaxAmount(region.taxAmount, region.taxType, region.currency)}
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
