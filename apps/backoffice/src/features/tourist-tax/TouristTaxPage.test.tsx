import type {
  StaffTouristTaxList,
  StaffTouristTaxPlace,
  StaffTouristTaxPlaceDetail,
  StaffTouristTaxVersion,
} from '@sunward/contracts/staff-tourist-tax';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk, type Answer } from '../../test/render';

const supervisor = {
  ...agent,
  id: '6a0f3c2e-1b4d-4e8f-9a7b-2c3d4e5f6a7b',
  fullName: 'Tom Reid',
  email: 'tom@example.co.uk',
  role: 'supervisor',
} as const;

const rules = {
  exemptUnderAge: 18,
  reducedUnderAge: null,
  reducedAgePercent: null,
  maxNights: null,
  reducedFromNight: null,
  reducedFromNightPercent: null,
  collectedAtHotel: true,
  surcharges: [],
};

const version = (over: Partial<StaffTouristTaxVersion>): StaffTouristTaxVersion => ({
  id: 1,
  validFrom: '2026-01-01',
  validTo: null,
  confirmed: true,
  taxType: 'per_person_per_night',
  currency: 'EUR',
  rates: [{ stars: null, season: null, amount: 150 }],
  rules,
  exemptions: ['Under 18s'],
  notes: '€1.50 a night from 2026.',
  source: {
    publisher: 'The Malta Independent',
    url: 'https://article.wn.com/malta',
    date: '2025-10-31',
  },
  lastChecked: '2026-11-28',
  createdAt: '2026-11-28T09:00:00.000Z',
  createdBy: null,
  state: 'in-force',
  ...over,
});

const malta: StaffTouristTaxPlace = {
  id: 'MT',
  countryCode: 'MT',
  country: 'Malta',
  name: 'Malta',
  places: [],
  current: version({}),
  upcoming: [],
  lastChecked: '2026-11-28',
  notChecked: false,
};

const nice: StaffTouristTaxPlace = {
  id: 'FR-12',
  countryCode: 'FR',
  country: 'France',
  name: "Nice (Métropole Nice Côte d'Azur)",
  places: ['Nice'],
  current: version({
    id: 7,
    validFrom: '2025-01-01',
    rates: [
      { stars: { min: 4, max: 4 }, season: null, amount: 260 },
      { stars: { min: 5, max: 5 }, season: null, amount: 350 },
    ],
    rules: { ...rules, surcharges: [{ name: 'additional tax (Alpes-Maritimes)', percent: 34 }] },
    source: { publisher: 'Nice Presse', url: 'https://nicepresse.com/x', date: null },
    lastChecked: '2026-03-01',
  }),
  upcoming: [],
  lastChecked: '2026-03-01',
  notChecked: true,
};

const list: StaffTouristTaxList = {
  today: '2026-11-28',
  checkedSince: '2026-05-28',
  places: [malta, nice],
};

function desk(
  path: string,
  who: typeof agent | typeof supervisor,
  post?: (body: unknown) => Answer,
) {
  return renderDesk(path, (method, url, body) => {
    if (url.pathname === '/api/staff/me') return { body: { staff: who } };
    if (url.pathname === '/api/staff/tourist-tax') return { body: list };
    if (url.pathname === '/api/staff/tourist-tax/not-checked') {
      return { body: { ...list, places: [nice] } };
    }
    if (url.pathname === '/api/staff/tourist-tax/MT' && method === 'GET') {
      const detail: StaffTouristTaxPlaceDetail = {
        today: '2026-11-28',
        place: malta,
        versions: [
          version({}),
          version({
            id: 0,
            validFrom: null,
            validTo: '2025-12-31',
            rates: [{ stars: null, season: null, amount: 50 }],
            rules: { ...rules, maxNights: 10 },
            state: 'past',
            source: {
              publisher: 'Malta Tourism Authority',
              url: 'https://mta.com.mt/x',
              date: null,
            },
          }),
        ],
      };
      return { body: detail };
    }
    if (url.pathname === '/api/staff/tourist-tax/MT/versions' && method === 'POST' && post) {
      return post(body);
    }
    return undefined;
  });
}

describe('tourist tax rates on the desk', () => {
  it('lists every place with its rate in force, its source and last check, and those not checked for 6 months', async () => {
    desk('/tourist-tax', agent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tourist tax' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tourist tax' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tourist tax places' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('MaltaMalta€1.50Per person per nightFrom 1 Jan 2026');
    expect(rows[1]).toHaveTextContent('The Malta Independent28 Nov 2026');
    expect(within(rows[2]).getByRole('link', { name: /^Nice \(/ })).toHaveAttribute(
      'href',
      '/tourist-tax/FR-12',
    );
    expect(rows[2]).toHaveTextContent('4★ €2.60; 5★ €3.50');
    expect(rows[2]).toHaveTextContent('1 Mar 2026Check');

    const stale = screen.getByRole('region', { name: 'Rates not checked for 6 months' });
    expect(stale).toHaveTextContent('1 rate was last checked before 28 May 2026');
    expect(within(stale).getByRole('link', { name: /Nice/ })).toBeVisible();
    expect(stale).toHaveTextContent('France: Nice');
    expect(stale).toHaveTextContent('checked 1 Mar 2026');

    await userEvent.setup().type(screen.getByLabelText('Find a place'), 'nice');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/^1 place/)).toBeVisible();
  });

  it('shows a place with every version; an agent cannot add one', async () => {
    desk('/tourist-tax/MT', agent);
    expect(await screen.findByRole('heading', { level: 1, name: 'Malta' })).toBeVisible();
    const inForce = screen.getByRole('region', { name: 'In force today (28 Nov 2026)' });
    expect(inForce).toHaveTextContent('€1.50');
    expect(inForce).toHaveTextContent('under 18s exempt');
    expect(within(inForce).getByRole('link', { name: 'The Malta Independent' })).toHaveAttribute(
      'href',
      'https://article.wn.com/malta',
    );
    const history = screen.getByRole('table', {
      name: 'Versions of the tourist tax of Malta, newest first',
    });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('From 1 Jan 2026In force€1.50');
    expect(rows[2]).toHaveTextContent('Until 31 Dec 2025No longer in force€0.50');
    expect(rows[2]).toHaveTextContent('at most 10 nights');
    expect(rows[2]).toHaveTextContent('With the product data');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('A supervisor adds a new version when a rate changes.')).toBeVisible();
  });

  it('lets a supervisor add a version: the server’s messages by their fields, then the new rate', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    desk('/tourist-tax/MT', supervisor, (body) => {
      sent.push(body);
      if (refuse) {
        refuse = false;
        return {
          status: 422,
          body: {
            error: {
              code: 'UNPROCESSABLE',
              message:
                'Give the address of the source (a web address starting https:// or http://).',
              details: {
                errors: {
                  sourceUrl: [
                    'Give the address of the source (a web address starting https:// or http://).',
                  ],
                  validTo: ['The last date must be on or after the date the rate applies from.'],
                },
              },
            },
          },
        };
      }
      return {
        status: 201,
        body: {
          today: '2026-11-28',
          place: {
            ...malta,
            current: version({
              id: 9,
              validFrom: '2026-11-01',
              rates: [{ stars: null, season: null, amount: 200 }],
              createdBy: { id: supervisor.id, name: 'Tom Reid' },
            }),
          },
          versions: [],
        } satisfies StaffTouristTaxPlaceDetail,
      };
    });
    const u = userEvent.setup();
    const form = await screen.findByRole('form', {
      name: 'New version of the tourist tax of Malta',
    });
    // Filled in from the version in force.
    expect(within(form).getByLabelText('Applies from')).toHaveValue('2026-01-01');
    expect(within(form).getByLabelText('Band 1: amount')).toHaveValue('1.50');
    expect(within(form).getByLabelText('Published by')).toHaveValue('The Malta Independent');

    const from = within(form).getByLabelText('Applies from');
    await u.clear(from);
    await u.type(from, '2026-11-01');
    const amount = within(form).getByLabelText('Band 1: amount');
    await u.clear(amount);
    await u.type(amount, '2.00');
    await u.clear(within(form).getByLabelText('Source address'));
    await u.click(within(form).getByRole('button', { name: 'Add this version' }));

    expect(
      await within(form).findByText(
        'Give the address of the source (a web address starting https:// or http://).',
        { selector: 'p[id]' },
      ),
    ).toBeVisible();
    expect(within(form).getByLabelText('Source address')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByLabelText('Last day it applies (optional)'),
    ).toHaveAccessibleDescription(
      /The last date must be on or after the date the rate applies from\./,
    );
    expect(sent[0]).toMatchObject({
      validFrom: '2026-11-01',
      validTo: null,
      confirmed: true,
      taxType: 'per_person_per_night',
      currency: 'EUR',
      rates: [{ minStars: null, maxStars: null, seasonFrom: null, seasonTo: null, amount: 200 }],
      exemptUnderAge: 18,
      maxNights: null,
      exemptions: ['Under 18s'],
      sourceUrl: '',
      sourcePublisher: 'The Malta Independent',
      sourceDate: '2025-10-31',
    });

    await u.type(within(form).getByLabelText('Source address'), 'https://www.mta.com.mt/eco');
    await u.click(within(form).getByRole('button', { name: 'Add this version' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Version added. In force today: €2.00.',
    );
    expect(sent[1]).toMatchObject({ sourceUrl: 'https://www.mta.com.mt/eco' });
  });

  it('adds a band and marks a rate not confirmed', async () => {
    const sent: unknown[] = [];
    desk('/tourist-tax/MT', supervisor, (body) => {
      sent.push(body);
      return { status: 422, body: { error: { code: 'UNPROCESSABLE', message: 'No.' } } };
    });
    const u = userEvent.setup();
    const form = await screen.findByRole('form', {
      name: 'New version of the tourist tax of Malta',
    });
    await u.click(within(form).getByRole('button', { name: 'Add a band' }));
    await u.type(within(form).getByLabelText('Band 2: stars from'), '5');
    await u.type(within(form).getByLabelText('Band 2: stars to'), '5');
    await u.click(within(form).getByLabelText('A source confirms this rate'));
    await u.click(within(form).getByRole('button', { name: 'Remove band 1' }));
    await u.click(within(form).getByRole('button', { name: 'Add this version' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No.');
    expect(sent[0]).toMatchObject({
      confirmed: false,
      rates: [{ minStars: 5, maxStars: 5, amount: null }],
    });
  });

  it('puts the page in the menu of every role (every role reads the rates)', async () => {
    desk('/tourist-tax', supervisor);
    expect(await screen.findByRole('link', { name: 'Tourist tax' })).toHaveAttribute(
      'href',
      '/tourist-tax',
    );
  });
});
