import type { TouristTaxRegion } from '@sunward/contracts/tourist-tax';
import { formatTaxAmount, formatTaxType } from '../../../shared/lib/local-tax';

/** The by-region/city table of a country: Region/City, Amount, Type, Details. */
export function RegionTable({
  country,
  regions,
}: {
  country: string;
  regions: TouristTaxRegion[];
}) {
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
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
                <p>{region.description}</p>
                {region.notes && <p className="mt-1 text-slate-600">{region.notes}</p>}
                {region.exemptions.length > 0 && (
                  <p className="mt-1 text-slate-600">Exempt: {region.exemptions.join('; ')}</p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
