import type {
  NewTouristTaxVersionRequest,
  StaffTouristTaxPlaceDetail,
  StaffTouristTaxVersion,
} from '@sunward/contracts/staff-tourist-tax';
import { touristTaxTypes, type TouristTaxType } from '@sunward/contracts/tourist-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { addTouristTaxVersion } from '../../api/add-tourist-tax-version';
import { ApiError, messageOf } from '../../api/client';
import { touristTaxKey } from '../../api/tourist-tax-places';
import { Button, Notice, SelectInput, TextArea, TextInput } from '../../ui/controls';
import { TAX_TYPE_NAMES } from './tax-text';

/** A band as the form holds it: every box as typed. */
interface BandDraft {
  minStars: string;
  maxStars: string;
  seasonFrom: string;
  seasonTo: string;
  /** In the currency's units (2.50) or percent (5); empty: not confirmed. */
  amount: string;
}

interface Draft {
  validFrom: string;
  validTo: string;
  confirmed: boolean;
  taxType: TouristTaxType;
  currency: string;
  rates: BandDraft[];
  exemptUnderAge: string;
  reducedUnderAge: string;
  reducedAgePercent: string;
  maxNights: string;
  reducedFromNight: string;
  reducedFromNightPercent: string;
  collectedAtHotel: boolean;
  surcharges: { name: string; percent: string }[];
  exemptions: string;
  notes: string;
  sourceUrl: string;
  sourcePublisher: string;
  sourceDate: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** The form filled from the version in force (a re-check keeps it; a change edits it). */
function draftFrom(v: StaffTouristTaxVersion | null, today: string): Draft {
  return {
    validFrom: v?.validFrom ?? today,
    validTo: v?.validTo ?? '',
    confirmed: v?.confirmed ?? true,
    taxType: v?.taxType ?? 'per_person_per_night',
    currency: v?.currency ?? 'EUR',
    rates: (v?.rates ?? []).map((r) => ({
      minStars: text(r.stars?.min ?? null),
      maxStars: text(r.stars?.max ?? null),
      seasonFrom: r.season?.from ?? '',
      seasonTo: r.season?.to ?? '',
      amount: r.amount === null ? '' : (r.amount / 100).toFixed(2),
    })),
    exemptUnderAge: text(v?.rules.exemptUnderAge ?? null),
    reducedUnderAge: text(v?.rules.reducedUnderAge ?? null),
    reducedAgePercent: text(v?.rules.reducedAgePercent ?? null),
    maxNights: text(v?.rules.maxNights ?? null),
    reducedFromNight: text(v?.rules.reducedFromNight ?? null),
    reducedFromNightPercent: text(v?.rules.reducedFromNightPercent ?? null),
    collectedAtHotel: v?.rules.collectedAtHotel ?? true,
    surcharges: (v?.rules.surcharges ?? []).map((s) => ({
      name: s.name,
      percent: String(s.percent),
    })),
    exemptions: (v?.exemptions ?? []).join('\n'),
    notes: v?.notes ?? '',
    // A new version needs its own source, checked today: the old one is shown as a hint.
    sourceUrl: v?.source.url ?? '',
    sourcePublisher: v?.source.publisher ?? '',
    sourceDate: v?.source.date ?? '',
  };
}

/** A whole number typed in a box, null when empty, NaN when not a number (the server says so). */
const whole = (value: string): number | null =>
  value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;

/** '2.50' → 250 hundredths; empty → null (not confirmed); not a number → -1 (refused). */
const hundredths = (value: string): number | null => {
  const v = value.trim();
  if (v === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : -1;
};

function requestOf(d: Draft): NewTouristTaxVersionRequest {
  const int = (value: string) => {
    const n = whole(value);
    // A box that is not a whole number goes as an impossible value: the server names the field.
    return n !== null && Number.isNaN(n) ? -1 : n;
  };
  return {
    validFrom: d.validFrom,
    validTo: d.validTo.trim() || null,
    confirmed: d.confirmed,
    taxType: d.taxType,
    currency: d.currency.trim().toUpperCase(),
    rates: d.rates.map((r) => ({
      minStars: int(r.minStars),
      maxStars: int(r.maxStars),
      seasonFrom: r.seasonFrom.trim() || null,
      seasonTo: r.seasonTo.trim() || null,
      amount: hundredths(r.amount),
    })),
    exemptUnderAge: int(d.exemptUnderAge),
    reducedUnderAge: int(d.reducedUnderAge),
    reducedAgePercent: int(d.reducedAgePercent),
    maxNights: int(d.maxNights),
    reducedFromNight: int(d.reducedFromNight),
    reducedFromNightPercent: int(d.reducedFromNightPercent),
    collectedAtHotel: d.collectedAtHotel,
    surcharges: d.surcharges.map((s) => ({ name: s.name, percent: Number(s.percent) || 0 })),
    exemptions: d.exemptions.split('\n'),
    notes: d.notes.trim() || null,
    sourceUrl: d.sourceUrl,
    sourcePublisher: d.sourcePublisher,
    sourceDate: d.sourceDate.trim() || null,
  };
}

const small = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5';

/**
 * A new dated version of a place's rule (supervisors and admins), filled from the version in
 * force: the dates it applies between, how it is charged, its amounts by star band and season
 * (empty: not confirmed), who is exempt or pays less, caps, what is added on top, and its source.
 * Nothing earlier is changed. The server's messages show by their field.
 */
export function NewVersionForm({
  placeId,
  placeName,
  from,
  today,
  onAdded,
}: {
  placeId: string;
  placeName: string;
  from: StaffTouristTaxVersion | null;
  today: string;
  onAdded: (detail: StaffTouristTaxPlaceDetail) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(from, today));
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (body: NewTouristTaxVersionRequest) => addTouristTaxVersion(placeId, body),
    onSuccess: (detail) => {
      client.setQueryData([...touristTaxKey, 'place', placeId], detail);
      void client.invalidateQueries({ queryKey: touristTaxKey });
      onAdded(detail);
    },
  });
  const invalid = add.error instanceof ApiError ? add.error : undefined;
  const error = (field: string) => invalid?.fieldError(field);
  const set =
    <K extends keyof Draft>(name: K) =>
    (value: Draft[K]) =>
      setDraft((now) => ({ ...now, [name]: value }));
  const setBand = (index: number, field: keyof BandDraft, value: string) =>
    setDraft((now) => ({
      ...now,
      rates: now.rates.map((r, i) => (i === index ? { ...r, [field]: value } : r)),
    }));
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(requestOf(draft));
  };
  const percentage = draft.taxType === 'percentage';
  return (
    <section
      aria-labelledby="new-version"
      className="rounded-card border border-slate-200 bg-white p-4"
    >
      <h2 id="new-version" className="text-lg font-semibold text-brand-800">
        Add a new version
      </h2>
      <p className="mt-1 text-sm text-muted">
        Filled in from the version in force. Change what the source now says (or nothing, to record
        today&rsquo;s check), give the date it applies from and the source you checked. Stays on
        earlier dates keep the version in force then.
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`New version of the tourist tax of ${placeName}`}
        className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2"
      >
        {add.isError && !invalid?.hasFieldErrors ? (
          <div className="md:col-span-2">
            <Notice kind="error">{messageOf(add.error)}</Notice>
          </div>
        ) : null}
        {invalid?.hasFieldErrors ? (
          <div className="md:col-span-2">
            <Notice kind="error">The version was not added: {invalid.message}</Notice>
          </div>
        ) : null}
        <TextInput
          label="Applies from"
          type="date"
          required
          value={draft.validFrom}
          onChange={(e) => set('validFrom')(e.target.value)}
          error={error('validFrom')}
        />
        <TextInput
          label="Last day it applies (optional)"
          hint="Leave empty when it applies until a later version."
          type="date"
          value={draft.validTo}
          onChange={(e) => set('validTo')(e.target.value)}
          error={error('validTo')}
        />
        <SelectInput
          label="How it is charged"
          value={draft.taxType}
          onChange={(e) => set('taxType')(e.target.value as TouristTaxType)}
          error={error('taxType')}
        >
          {touristTaxTypes.map((type) => (
            <option key={type} value={type}>
              {TAX_TYPE_NAMES[type]}
            </option>
          ))}
        </SelectInput>
        <TextInput
          label="Currency"
          hint="ISO code, e.g. EUR, TND, ALL."
          maxLength={3}
          value={draft.currency}
          onChange={(e) => set('currency')(e.target.value)}
          error={error('currency')}
        />
        <div className="md:col-span-2">
          <label className="flex items-center gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={draft.confirmed}
              onChange={(e) => set('confirmed')(e.target.checked)}
              className="h-5 w-5"
            />
            A source confirms this rate
          </label>
          <p className="mt-0.5 text-sm text-muted">
            Untick to show &ldquo;rate not confirmed — check with your accommodation&rdquo; and
            leave it out of estimates.
          </p>
        </div>
        {draft.taxType !== 'none' ? (
          <fieldset className="min-w-0 md:col-span-2">
            <legend className="font-semibold text-slate-800">
              Amounts{' '}
              {percentage
                ? '(percent of the room price)'
                : `(in ${draft.currency || 'the currency'})`}
            </legend>
            <p className="text-sm text-muted">
              One line per band of stars and season; empty stars or season mean any. Leave an amount
              empty where no source confirms it. Seasons are MM-DD, e.g. 04-01 to 10-31.
            </p>
            {error('rates') ? (
              <p className="mt-1 text-sm font-medium text-coral-600">{error('rates')}</p>
            ) : null}
            <div
              className="relative mt-2 overflow-x-auto"
              role="region"
              aria-label="Amounts by stars and season"
              tabIndex={0}
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Amounts by stars and season</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-2 font-semibold">
                      Stars from
                    </th>
                    <th scope="col" className="pr-2 font-semibold">
                      Stars to
                    </th>
                    <th scope="col" className="pr-2 font-semibold">
                      Season from
                    </th>
                    <th scope="col" className="pr-2 font-semibold">
                      Season to
                    </th>
                    <th scope="col" className="pr-2 font-semibold">
                      Amount
                    </th>
                    <th scope="col">
                      <span className="sr-only">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.rates.map((band, index) => {
                    const n = String(index + 1);
                    return (
                      // Bands have no identity of their own but their place in the list.
                      <tr key={index}>
                        {(
                          ['minStars', 'maxStars', 'seasonFrom', 'seasonTo', 'amount'] as const
                        ).map((field) => (
                          <td key={field} className="pr-2 pb-2">
                            <input
                              aria-label={`Band ${n}: ${
                                {
                                  minStars: 'stars from',
                                  maxStars: 'stars to',
                                  seasonFrom: 'season from',
                                  seasonTo: 'season to',
                                  amount: 'amount',
                                }[field]
                              }`}
                              inputMode={
                                field === 'amount' || field.endsWith('Stars') ? 'decimal' : 'text'
                              }
                              className={small}
                              value={band[field]}
                              onChange={(e) => setBand(index, field, e.target.value)}
                            />
                          </td>
                        ))}
                        <td className="pb-2">
                          <Button
                            look="secondary"
                            aria-label={`Remove band ${n}`}
                            onClick={() =>
                              setDraft((now) => ({
                                ...now,
                                rates: now.rates.filter((_, i) => i !== index),
                              }))
                            }
                          >
                            Remove
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Button
              look="secondary"
              onClick={() =>
                setDraft((now) => ({
                  ...now,
                  rates: [
                    ...now.rates,
                    { minStars: '', maxStars: '', seasonFrom: '', seasonTo: '', amount: '' },
                  ],
                }))
              }
            >
              Add a band
            </Button>
          </fieldset>
        ) : null}
        <TextInput
          label="Exempt under age"
          hint="Guests younger than this pay nothing (empty: no exemption)."
          inputMode="numeric"
          value={draft.exemptUnderAge}
          onChange={(e) => set('exemptUnderAge')(e.target.value)}
          error={error('exemptUnderAge')}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextInput
            label="Reduced under age"
            inputMode="numeric"
            value={draft.reducedUnderAge}
            onChange={(e) => set('reducedUnderAge')(e.target.value)}
          />
          <TextInput
            label="Reduced share (%)"
            inputMode="numeric"
            value={draft.reducedAgePercent}
            onChange={(e) => set('reducedAgePercent')(e.target.value)}
            error={error('reducedAgePercent')}
          />
        </div>
        <TextInput
          label="Most nights charged"
          hint="Empty: every night."
          inputMode="numeric"
          value={draft.maxNights}
          onChange={(e) => set('maxNights')(e.target.value)}
          error={error('maxNights')}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextInput
            label="Reduced from night"
            inputMode="numeric"
            value={draft.reducedFromNight}
            onChange={(e) => set('reducedFromNight')(e.target.value)}
            error={error('reducedFromNight')}
          />
          <TextInput
            label="Reduced to (%)"
            inputMode="numeric"
            value={draft.reducedFromNightPercent}
            onChange={(e) => set('reducedFromNightPercent')(e.target.value)}
          />
        </div>
        <fieldset className="min-w-0 md:col-span-2">
          <legend className="font-semibold text-slate-800">Added on top, in order</legend>
          <p className="text-sm text-muted">
            A surcharge on the base rate first (e.g. a 34% additional tax), then VAT.
          </p>
          {error('surcharges') ? (
            <p className="mt-1 text-sm font-medium text-coral-600">{error('surcharges')}</p>
          ) : null}
          {draft.surcharges.map((s, index) => (
            <div key={index} className="mt-2 flex flex-wrap items-end gap-2">
              <label className="text-sm font-semibold">
                Name
                <input
                  className={small}
                  value={s.name}
                  onChange={(e) =>
                    set('surcharges')(
                      draft.surcharges.map((x, i) =>
                        i === index ? { ...x, name: e.target.value } : x,
                      ),
                    )
                  }
                />
              </label>
              <label className="text-sm font-semibold">
                Percent
                <input
                  className={small}
                  inputMode="decimal"
                  value={s.percent}
                  onChange={(e) =>
                    set('surcharges')(
                      draft.surcharges.map((x, i) =>
                        i === index ? { ...x, percent: e.target.value } : x,
                      ),
                    )
                  }
                />
              </label>
              <Button
                look="secondary"
                onClick={() => set('surcharges')(draft.surcharges.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </div>
          ))}
          <div className="mt-2">
            <Button
              look="secondary"
              onClick={() => set('surcharges')([...draft.surcharges, { name: '', percent: '' }])}
            >
              Add something on top
            </Button>
          </div>
        </fieldset>
        <label className="flex items-center gap-2 font-semibold text-slate-800 md:col-span-2">
          <input
            type="checkbox"
            checked={draft.collectedAtHotel}
            onChange={(e) => set('collectedAtHotel')(e.target.checked)}
            className="h-5 w-5"
          />
          Paid at the hotel (untick where it is inside the room price)
        </label>
        <TextArea
          label="Exemptions"
          hint="One a line, as the page shows them."
          rows={3}
          value={draft.exemptions}
          onChange={(e) => set('exemptions')(e.target.value)}
        />
        <TextArea
          label="Note for customers"
          rows={3}
          maxLength={2000}
          value={draft.notes}
          onChange={(e) => set('notes')(e.target.value)}
        />
        <TextInput
          label="Source address"
          hint="The page you checked the rate on."
          type="url"
          required
          maxLength={500}
          value={draft.sourceUrl}
          onChange={(e) => set('sourceUrl')(e.target.value)}
          error={error('sourceUrl')}
        />
        <TextInput
          label="Published by"
          required
          maxLength={200}
          value={draft.sourcePublisher}
          onChange={(e) => set('sourcePublisher')(e.target.value)}
          error={error('sourcePublisher')}
        />
        <TextInput
          label="Date on the source (optional)"
          type="date"
          value={draft.sourceDate}
          onChange={(e) => set('sourceDate')(e.target.value)}
          error={error('sourceDate')}
        />
        <div className="self-end">
          <Button type="submit" disabled={add.isPending}>
            Add this version
          </Button>
        </div>
      </form>
    </section>
  );
}
