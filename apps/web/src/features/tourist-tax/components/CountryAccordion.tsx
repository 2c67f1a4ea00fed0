import type { TouristTaxCountry } from '@sunward/contracts/tourist-tax';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { formatRuleAmount, formatTaxType } from '../../../shared/lib/local-tax';
import { Flag } from './Flag';
import { RegionTable, RuleFacts, withElsewhere } from './RegionTable';

/** The accordion view: flag, name and amount; expanded, the description, tiles, regions, exemptions and note. */
export function CountryAccordion({ countries }: { countries: TouristTaxCountry[] }) {
  return (
    <DisclosureGroup allowsMultipleExpanded className="space-y-3">
      {countries.map((country) => (
        <Disclosure
          key={country.code}
          id={country.code}
          className="rounded-card bg-white shadow-sm ring-1 ring-slate-200"
        >
          {({ isExpanded }) => (
            <>
              <Heading level={2} className="m-0">
                <Button
                  slot="trigger"
                  className="flex min-h-14 w-full items-center gap-3 rounded-card px-4 py-3 text-left outline-none focus-visible:ring-3 focus-visible:ring-sun-500 sm:px-5"
                >
                  <Flag code={country.code} emoji={country.flag} />
                  <span className="flex-1 text-lg font-bold text-brand-800">{country.name}</span>
                  <span className="text-right text-sm font-semibold text-slate-700">
                    {formatRuleAmount(country)}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                  />
                </Button>
              </Heading>
              <DisclosurePanel>
                <div className="px-4 pb-5 sm:px-5">
                  <CountryDetails country={country} />
                </div>
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

function CountryDetails({ country }: { country: TouristTaxCountry }) {
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <p className="text-slate-700">{country.description}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Amount</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900">{formatRuleAmount(country)}</dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Type</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900">
            {formatTaxType(country.taxType)}
          </dd>
        </div>
      </dl>
      {country.regions.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold text-slate-900">By region or city</h3>
          <RegionTable country={country.name} regions={withElsewhere(country)} />
        </div>
      )}
      {country.exemptions.length > 0 && (
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">Exemptions</h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {country.exemptions.map((exemption) => (
              <li key={exemption}>{exemption}</li>
            ))}
          </ul>
        </div>
      )}
      {country.notes && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Note: </span>
          {country.notes}
        </p>
      )}
      {country.regions.length === 0 && (
        <div className="space-y-1 text-sm text-slate-700">
          <RuleFacts rule={country.elsewhere} />
        </div>
      )}
    </div>
  );
}
