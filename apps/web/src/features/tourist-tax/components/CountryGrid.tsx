import type { TouristTaxCountry } from '@sunward/contracts/tourist-tax';
import { ChevronDown } from 'lucide-react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { formatRuleAmount, formatTaxType } from '../../../shared/lib/local-tax';
import { Flag } from './Flag';
import { RegionTable, SourceLine, withElsewhere } from './RegionTable';

/** The grid view: a card per country with its amount, type, first exemption and regional breakdown. */
export function CountryGrid({ countries }: { countries: TouristTaxCountry[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {countries.map((country) => (
        <li key={country.code} className="flex">
          <article
            aria-labelledby={`tax-card-${country.code}`}
            className="flex w-full flex-col rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2
              id={`tax-card-${country.code}`}
              className="flex items-center gap-2 text-lg font-bold text-brand-800"
            >
              <Flag code={country.code} emoji={country.flag} />
              {country.name}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{country.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">Amount</dt>
                <dd className="font-semibold text-slate-900">{formatRuleAmount(country)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Type</dt>
                <dd className="font-semibold text-slate-900">{formatTaxType(country.taxType)}</dd>
              </div>
            </dl>
            {country.exemptions.at(0) && (
              <p className="mt-3 text-sm text-slate-700">
                <span className="font-semibold">Exempt: </span>
                {country.exemptions.at(0)}
              </p>
            )}
            {country.regions.length === 0 && (
              <div className="mt-3">
                <SourceLine region={country.elsewhere} />
              </div>
            )}
            {country.regions.length > 0 && (
              <Disclosure className="mt-4 border-t border-slate-200 pt-3">
                {({ isExpanded }) => (
                  <>
                    <Heading level={3} className="m-0">
                      <Button
                        slot="trigger"
                        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left text-sm font-semibold text-brand-700 outline-none focus-visible:ring-3 focus-visible:ring-sun-500"
                      >
                        Regional breakdown ({country.regions.length + 1})
                        <ChevronDown
                          aria-hidden="true"
                          className={`h-4 w-4 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                        />
                      </Button>
                    </Heading>
                    <DisclosurePanel>
                      <div className="pt-2">
                        <RegionTable
                          country={country.name}
                          regions={withElsewhere(country)}
                          compact
                        />
                      </div>
                    </DisclosurePanel>
                  </>
                )}
              </Disclosure>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
