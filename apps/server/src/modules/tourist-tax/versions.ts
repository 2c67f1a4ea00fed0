import type { FieldErrors } from '@sunward/contracts/errors';
import {
  touristTaxStaffMessages as messages,
  type NewTouristTaxVersionRequest,
} from '@sunward/contracts/staff-tourist-tax';
import { touristTaxTypes, type TouristTaxType } from '@sunward/contracts/tourist-tax';
import { AppError } from '../../errors';
import { isRealDate } from '../../lib/dates';
import type { NewTouristTaxVersionRow } from './repository';

export type CheckedVersion = Omit<
  NewTouristTaxVersionRow,
  'countryCode' | 'regionId' | 'lastChecked' | 'createdAt' | 'createdBy'
>;

/** A band as it is stored: stars and season bounds (null: any) and the amount (null: not confirmed). */
export interface CheckedBand {
  minStars: number | null;
  maxStars: number | null;
  seasonFrom: string | null;
  seasonTo: string | null;
  amount: number | null;
}

const MONTH_DAY = /^(\d\d)-(\d\d)$/;

/** 'MM-DD' of a real day of the year (29 February counts). */
function isMonthDay(value: string): boolean {
  const match = MONTH_DAY.exec(value);
  return match !== null && isRealDate(`2024-${match[1]}-${match[2]}`);
}

const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const within = (value: number | null, min: number, max: number) =>
  value === null || (Number.isInteger(value) && value >= min && value <= max);

/**
 * Checks a new version of a place's rule as staff entered it: real dates in order, a known type
 * and a currency we hold an exchange rate for, bands with stars 1-5 and real seasons, amounts
 * that are not negative (a percentage at most 100%), at least one amount for a confirmed tax,
 * age bands and night rules that make sense, and a source (a web address and its publisher; its
 * date, if given, not in the future). Every failing field is named in one 422.
 */
export function checkNewVersion(
  request: NewTouristTaxVersionRequest,
  context: { today: string; hasExchangeRate: (currency: string) => boolean },
): { version: CheckedVersion; bands: CheckedBand[] } {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };

  const validFrom = request.validFrom.trim();
  if (!isRealDate(validFrom)) fail('validFrom', messages.validFrom);
  const validTo = request.validTo?.trim() || null;
  if (validTo !== null && !isRealDate(validTo)) fail('validTo', messages.validTo);
  else if (validTo !== null && isRealDate(validFrom) && validTo < validFrom) {
    fail('validTo', messages.validToBeforeFrom);
  }

  const taxType = touristTaxTypes.find((t) => t === request.taxType);
  if (!taxType) fail('taxType', messages.taxType);
  const currency = request.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency) || !context.hasExchangeRate(currency)) {
    fail('currency', messages.currency);
  }

  const bands: CheckedBand[] =
    taxType === 'none'
      ? []
      : request.rates.map((rate) => ({
          minStars: rate.minStars,
          maxStars: rate.maxStars,
          seasonFrom: rate.seasonFrom?.trim() || null,
          seasonTo: rate.seasonTo?.trim() || null,
          amount: rate.amount,
        }));
  for (const band of bands) {
    const starsSet = band.minStars !== null || band.maxStars !== null;
    if (
      starsSet &&
      (band.minStars === null ||
        band.maxStars === null ||
        !within(band.minStars, 1, 5) ||
        !within(band.maxStars, 1, 5) ||
        band.minStars > band.maxStars)
    ) {
      fail('rates', messages.stars);
    }
    const seasonSet = band.seasonFrom !== null || band.seasonTo !== null;
    if (
      seasonSet &&
      (band.seasonFrom === null ||
        band.seasonTo === null ||
        !isMonthDay(band.seasonFrom) ||
        !isMonthDay(band.seasonTo))
    ) {
      fail('rates', messages.season);
    }
    if (band.amount !== null && !within(band.amount, 0, 10_000_000)) {
      fail('rates', messages.amount);
    } else if (taxType === 'percentage' && (band.amount ?? 0) > 10_000) {
      fail('rates', messages.percentage);
    }
  }
  if (
    request.confirmed &&
    taxType !== undefined &&
    taxType !== 'none' &&
    !bands.some((b) => b.amount !== null)
  ) {
    fail('rates', messages.ratesRequired);
  }

  const { exemptUnderAge, reducedUnderAge, reducedAgePercent } = request;
  if (
    !within(exemptUnderAge, 1, 18) ||
    !within(reducedUnderAge, 1, 18) ||
    (exemptUnderAge !== null && reducedUnderAge !== null && reducedUnderAge <= exemptUnderAge)
  ) {
    fail('exemptUnderAge', messages.ages);
  }
  if (
    (reducedUnderAge === null) !== (reducedAgePercent === null) ||
    !within(reducedAgePercent, 1, 99)
  ) {
    fail('reducedAgePercent', messages.reducedAgePercent);
  }
  if (!within(request.maxNights, 1, 60)) fail('maxNights', messages.maxNights);
  const { reducedFromNight, reducedFromNightPercent } = request;
  if (
    (reducedFromNight === null) !== (reducedFromNightPercent === null) ||
    !within(reducedFromNight, 2, 60) ||
    !within(reducedFromNightPercent, 1, 99)
  ) {
    fail('reducedFromNight', messages.reducedFromNight);
  }
  const surcharges = request.surcharges.map((s) => ({ name: s.name.trim(), percent: s.percent }));
  if (surcharges.some((s) => s.name === '' || !(s.percent > 0 && s.percent <= 100))) {
    fail('surcharges', messages.surcharges);
  }

  const sourceUrl = request.sourceUrl.trim();
  if (!isWebAddress(sourceUrl)) fail('sourceUrl', messages.sourceUrl);
  const sourcePublisher = request.sourcePublisher.trim();
  if (sourcePublisher === '') fail('sourcePublisher', messages.sourcePublisher);
  const sourceDate = request.sourceDate?.trim() || null;
  if (sourceDate !== null && (!isRealDate(sourceDate) || sourceDate > context.today)) {
    fail('sourceDate', messages.sourceDate);
  }

  if (Object.keys(errors).length > 0 || !taxType) throw AppError.unprocessable(errors);
  const type: TouristTaxType = taxType;
  return {
    version: {
      validFrom,
      validTo,
      confirmed: request.confirmed,
      taxType: type,
      currency,
      exemptUnderAge,
      reducedUnderAge,
      reducedAgePercent,
      maxNights: request.maxNights,
      reducedFromNight,
      reducedFromNightPercent,
      collectedAtHotel: request.collectedAtHotel,
      surcharges,
      exemptions: request.exemptions.map((e) => e.trim()).filter(Boolean),
      notes: request.notes?.trim() || null,
      sourceUrl,
      sourcePublisher,
      sourceDate,
    },
    bands,
  };
}
