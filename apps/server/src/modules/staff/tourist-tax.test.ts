import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  staffTouristTaxList,
  staffTouristTaxPlaceDetail,
  touristTaxStaffMessages,
  type NewTouristTaxVersionRequest,
} from '@sunward/contracts/staff-tourist-tax';
import { touristTaxEstimate, touristTaxResponse } from '@sunward/contracts/tourist-tax';
import { staffAudit } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { signedInStaff, type SignedInStaff } from '../../test/staff';

/**
 * Tourist tax rates on the desk: who may read and change them, what a bad new version is told,
 * and that a new version is audited and used by the page and the estimates at once while the
 * versions before it stay as they were.
 */

let app: FastifyInstance;
let supervisor: SignedInStaff;
let agent: SignedInStaff;

beforeAll(async () => {
  // Tests never read the real clock: "today" is the day the data was last checked.
  app = await createTestApp(
    { LOGIN_RATE_LIMIT_MAX: '1000' },
    { now: () => new Date('2026-11-28T12:00:00Z') },
  );
  supervisor = await signedInStaff(app, 'supervisor', 'Sam Okafor');
  agent = await signedInStaff(app, 'agent', 'Ava Patel');
}, 120_000);
afterAll(() => app.close());

/** Malta from 1 November 2026 at €2 a night, as a supervisor would enter it. */
const malta: NewTouristTaxVersionRequest = {
  validFrom: '2026-11-01',
  validTo: null,
  confirmed: true,
  taxType: 'per_person_per_night',
  currency: 'EUR',
  rates: [{ minStars: null, maxStars: null, seasonFrom: null, seasonTo: null, amount: 200 }],
  exemptUnderAge: 18,
  reducedUnderAge: null,
  reducedAgePercent: null,
  maxNights: 10,
  reducedFromNight: null,
  reducedFromNightPercent: null,
  collectedAtHotel: true,
  surcharges: [],
  exemptions: ['Under 18s'],
  notes: '€2 a night from 1 November 2026, up to 10 nights.',
  sourceUrl: 'https://www.mta.com.mt/environmental-contribution',
  sourcePublisher: 'Malta Tourism Authority',
  sourceDate: '2026-10-15',
};

const addVersion = (who: SignedInStaff | undefined, place: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/tourist-tax/${place}/versions`,
    payload: body as object,
    ...(who ? { cookies: who.cookies } : {}),
  });

function maltaHotel() {
  const { regions, hotels } = app.catalogue.content;
  const region = regions.find((r) => r.name === 'Malta');
  const hotel = hotels.find((h) => h.regionId === region?.id);
  if (!hotel) throw new Error('No hotel on Malta in the test catalogue');
  return hotel;
}

const maltaEstimate = async (checkIn: string, checkOut: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tourist-tax/estimate',
    payload: { hotel_id: maltaHotel().id, check_in: checkIn, check_out: checkOut, adults: 2 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return touristTaxEstimate.parse(res.json());
};

describe('who may read and change tourist tax rates', () => {
  it('refuses anyone not signed in with a 401', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/staff/tourist-tax' });
    expect(list.statusCode).toBe(401);
    expect((await addVersion(undefined, 'MT', malta)).statusCode).toBe(401);
  });

  it('lets an agent read the rates but not add a version (403)', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/staff/tourist-tax',
      cookies: agent.cookies,
    });
    expect(list.statusCode).toBe(200);
    const body = staffTouristTaxList.parse(list.json());
    expect(body.today).toBe('2026-11-28');
    expect(body.places.find((p) => p.id === 'MT')).toMatchObject({
      name: 'Malta',
      current: { validFrom: '2026-01-01', rates: [{ amount: 150 }], state: 'in-force' },
      lastChecked: '2026-11-28',
      notChecked: false,
    });
    const refused = await addVersion(agent, 'MT', malta);
    expect(refused.statusCode).toBe(403);
  });
});

describe('a bad new version', () => {
  it('is refused with a 422 naming every field a person must put right', async () => {
    const res = await addVersion(supervisor, 'MT', {
      ...malta,
      validFrom: '2026-02-30',
      validTo: '2025-01-01',
      currency: 'XYZ',
      rates: [{ minStars: 4, maxStars: 2, seasonFrom: '13-01', seasonTo: null, amount: -5 }],
      exemptUnderAge: 12,
      reducedUnderAge: 10,
      reducedAgePercent: 50,
      maxNights: 0,
      reducedFromNight: 9,
      reducedFromNightPercent: null,
      surcharges: [{ name: ' ', percent: 10 }],
      sourceUrl: 'the MTA website',
      sourcePublisher: '  ',
      sourceDate: '2099-01-01',
    });
    expect(res.statusCode).toBe(422);
    const { error } = res.json<{
      error: { message: string; details: { errors: Record<string, string[]> } };
    }>();
    expect(error.message).toBe(touristTaxStaffMessages.validFrom);
    expect(error.details.errors).toEqual({
      validFrom: [touristTaxStaffMessages.validFrom],
      currency: [touristTaxStaffMessages.currency],
      rates: [touristTaxStaffMessages.stars],
      exemptUnderAge: [touristTaxStaffMessages.ages],
      maxNights: [touristTaxStaffMessages.maxNights],
      reducedFromNight: [touristTaxStaffMessages.reducedFromNight],
      surcharges: [touristTaxStaffMessages.surcharges],
      sourceUrl: [touristTaxStaffMessages.sourceUrl],
      sourcePublisher: [touristTaxStaffMessages.sourcePublisher],
      sourceDate: [touristTaxStaffMessages.sourceDate],
    });
  });

  it('needs a source, dates in order, and an amount unless marked not confirmed', async () => {
    const noSource = await addVersion(supervisor, 'MT', {
      ...malta,
      sourceUrl: '',
      sourcePublisher: '',
    });
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json().error.message).toBe(touristTaxStaffMessages.sourceUrl);
    const backwards = await addVersion(supervisor, 'MT', { ...malta, validTo: '2026-10-31' });
    expect(backwards.json().error.details.errors).toEqual({
      validTo: [touristTaxStaffMessages.validToBeforeFrom],
    });
    const noAmount = await addVersion(supervisor, 'MT', { ...malta, rates: [] });
    expect(noAmount.json().error.details.errors).toEqual({
      rates: [touristTaxStaffMessages.ratesRequired],
    });
    const tooMuch = await addVersion(supervisor, 'AL', {
      ...malta,
      taxType: 'percentage',
      currency: 'ALL',
      rates: [{ ...malta.rates[0], amount: 12_000 }],
    });
    expect(tooMuch.json().error.details.errors).toEqual({
      rates: [touristTaxStaffMessages.percentage],
    });
  });

  it('answers 404 for a place that does not exist, 400 for one that cannot', async () => {
    const unknown = await addVersion(supervisor, 'XX', malta);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(touristTaxStaffMessages.placeNotFound);
    expect((await addVersion(supervisor, 'ES-999999', malta)).statusCode).toBe(404);
    expect((await addVersion(supervisor, 'malta', malta)).statusCode).toBe(400);
  });

  it('stores nothing and audits nothing', async () => {
    const rows = await app.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'touristTax.versionAdded'));
    expect(rows).toEqual([]);
  });
});

describe('a new version', () => {
  it('is used by the page and the estimates at once, keeps the history, and is audited', async () => {
    expect((await maltaEstimate('2026-12-05', '2026-12-12')).amount).toBe(2 * 7 * 150);

    const res = await addVersion(supervisor, 'MT', malta);
    expect(res.statusCode, res.body).toBe(201);
    const detail = staffTouristTaxPlaceDetail.parse(res.json());
    expect(detail.place.current).toMatchObject({
      validFrom: '2026-11-01',
      rates: [{ amount: 200 }],
      source: {
        publisher: 'Malta Tourism Authority',
        url: 'https://www.mta.com.mt/environmental-contribution',
        date: '2026-10-15',
      },
      lastChecked: '2026-11-28',
      createdBy: { id: supervisor.id, name: 'Sam Okafor' },
      state: 'in-force',
    });
    // Every version is kept: the 2026 one no longer in force, the 2025 one before it.
    expect(detail.versions.map((v) => [v.validFrom, v.validTo, v.state])).toEqual([
      ['2026-11-01', null, 'in-force'],
      ['2026-01-01', null, 'past'],
      [null, '2025-12-31', 'past'],
    ]);

    // The page shows it, with its source.
    const page = touristTaxResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/tourist-tax' })).json(),
    );
    expect(page.countries.find((c) => c.code === 'MT')?.elsewhere).toMatchObject({
      taxAmount: 200,
      validFrom: '2026-11-01',
      source: { publisher: 'Malta Tourism Authority' },
      rules: { maxNights: 10 },
    });

    // A stay from now on uses it; one before it keeps the rate in force for its dates.
    const december = await maltaEstimate('2026-12-05', '2026-12-12');
    expect(december).toMatchObject({ amount: 2 * 7 * 200, confirmed: true });
    const summer = await maltaEstimate('2026-07-04', '2026-07-11');
    expect(summer.amount).toBe(2 * 7 * 150);
    const across = await maltaEstimate('2026-10-30', '2026-11-02');
    expect(across.amount).toBe(2 * (2 * 150 + 200));
    expect(across.notes).toContain('New rate from 1 November 2026');

    // Audited: who, what and the version it took over from.
    const audit = await app.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'touristTax.versionAdded'), eq(staffAudit.targetId, 'MT')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: supervisor.id,
      staffRole: 'supervisor',
      targetType: 'touristTaxPlace',
      before: { validFrom: '2026-01-01', rates: [{ amount: 150 }] },
      after: {
        validFrom: '2026-11-01',
        sourcePublisher: 'Malta Tourism Authority',
        rates: [{ amount: 200 }],
      },
    });
  });

  it('can mark a rate not confirmed: estimates then leave it out and say so', async () => {
    const res = await addVersion(
      supervisor,
      'ME-' + String(await regionId('ME', 'Budva Riviera')),
      {
        ...malta,
        validFrom: '2026-11-01',
        confirmed: false,
        rates: [],
        exemptUnderAge: 12,
        reducedUnderAge: 18,
        reducedAgePercent: 50,
        maxNights: null,
        notes: 'The 2027 rate is being decided.',
        sourceUrl: 'http://www.budva.travel/registration-fee',
        sourcePublisher: 'Budva Tourist Organisation',
        sourceDate: null,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const page = touristTaxResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/tourist-tax' })).json(),
    );
    expect(
      page.countries.find((c) => c.code === 'ME')?.regions.find((r) => r.name === 'Budva Riviera'),
    ).toMatchObject({ confirmed: false, notes: 'The 2027 rate is being decided.' });
  });
});

/** The id of a region by its country and name, from the desk's list. */
async function regionId(code: string, name: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/staff/tourist-tax',
    cookies: agent.cookies,
  });
  const place = staffTouristTaxList
    .parse(res.json())
    .places.find((p) => p.countryCode === code && p.name === name);
  if (!place) throw new Error(`No place ${name}`);
  return Number(place.id.split('-')[1]);
}

describe('rates not checked for 6 months', () => {
  it('lists the places whose rule was last checked more than 6 months ago; a re-check clears one', async () => {
    // The same data seven months on.
    const later = await createTestApp(
      { LOGIN_RATE_LIMIT_MAX: '1000' },
      { now: () => new Date('2027-06-30T12:00:00Z') },
    );
    try {
      const boss = await signedInStaff(later, 'supervisor', 'Sam Okafor');
      const notChecked = async () => {
        const res = await later.inject({
          method: 'GET',
          url: '/api/staff/tourist-tax/not-checked',
          cookies: boss.cookies,
        });
        expect(res.statusCode).toBe(200);
        return staffTouristTaxList.parse(res.json());
      };
      const before = await notChecked();
      expect(before.checkedSince).toBe('2026-12-30');
      expect(before.places.length).toBeGreaterThan(40);
      expect(before.places.every((p) => p.notChecked)).toBe(true);
      expect(before.places.map((p) => p.id)).toContain('GR');

      // Re-checked against the source, unchanged: a new version of the same rule.
      const greece = staffTouristTaxPlaceDetail.parse(
        (
          await later.inject({
            method: 'GET',
            url: '/api/staff/tourist-tax/GR',
            cookies: boss.cookies,
          })
        ).json(),
      ).place.current;
      if (!greece) throw new Error('Greece has no rule in force');
      const recheck = await later.inject({
        method: 'POST',
        url: '/api/staff/tourist-tax/GR/versions',
        cookies: boss.cookies,
        payload: {
          ...malta,
          validFrom: greece.validFrom ?? '2025-01-01',
          taxType: greece.taxType,
          rates: greece.rates.map((r) => ({
            minStars: r.stars?.min ?? null,
            maxStars: r.stars?.max ?? null,
            seasonFrom: r.season?.from ?? null,
            seasonTo: r.season?.to ?? null,
            amount: r.amount,
          })),
          exemptUnderAge: null,
          maxNights: null,
          exemptions: greece.exemptions,
          notes: greece.notes,
          sourceUrl: greece.source.url,
          sourcePublisher: greece.source.publisher,
          sourceDate: greece.source.date,
        },
      });
      expect(recheck.statusCode, recheck.body).toBe(201);
      const after = await notChecked();
      expect(after.places.map((p) => p.id)).not.toContain('GR');
      expect(after.places).toHaveLength(before.places.length - 1);
    } finally {
      await later.close();
    }
  }, 120_000);
});
