import type {
  TouristTaxCountry,
  TouristTaxRegion,
  TouristTaxRules,
} from '@sunward/contracts/tourist-tax';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import TouristTaxPage from './TouristTaxPage';

const rules: TouristTaxRules = {
  exemptUnderAge: null,
  reducedUnderAge: null,
  reducedAgePercent: null,
  maxNights: null,
  reducedFromNight: null,
  reducedFromNightPercent: null,
  collectedAtHotel: true,
  surcharges: [],
};

/** A confirmed euro rule in force since before our records, checked on 28 November 2026. */
function rule(overrides: Partial<TouristTaxRegion> = {}): TouristTaxRegion {
  return {
    name: 'Somewhere',
    description: 'A place.',
    taxType: 'per_person_per_night',
    taxAmount: 100,
    currency: 'EUR',
    confirmed: true,
    notes: null,
    exemptions: [],
    rates: [],
    rules,
    validFrom: null,
    validTo: null,
    source: { publisher: 'A public source', url: 'https://example.org/', date: null },
    lastChecked: '2026-11-28',
    upcoming: [],
    ...overrides,
  };
}

function country(overrides: Partial<TouristTaxCountry>): TouristTaxCountry {
  return {
    code: 'XX',
    name: 'Nowhere',
    flag: '🏳️',
    description: 'A description.',
    taxType: 'per_person_per_night',
    taxAmount: 100,
    currency: 'EUR',
    confirmed: true,
    regions: [],
    elsewhere: rule({ name: 'Nowhere' }),
    exemptions: [],
    notes: null,
    ...overrides,
  };
}

const spain = country({
  code: 'ES',
  name: 'Spain',
  flag: '🇪🇸',
  description: 'Charged in the Balearic Islands and Catalonia only.',
  taxAmount: { min: 15, max: 1200 },
  exemptions: ['Children under 16 in the Balearic Islands', 'Second exemption'],
  notes: 'Only the Balearic Islands, Catalonia and Mogán charge.',
  elsewhere: rule({
    name: 'Elsewhere in Spain',
    description: 'The places not listed above.',
    taxType: 'none',
    taxAmount: 0,
    notes: 'Only the Balearic Islands, Catalonia and Mogán charge.',
    exemptions: ['Children under 16 in the Balearic Islands', 'Second exemption'],
    source: { publisher: 'elDiario.es', url: 'https://eldiario.es/x', date: '2023-11-10' },
  }),
  regions: [
    rule({
      name: 'Balearic Islands (Majorca, Menorca, Ibiza)',
      taxAmount: { min: 50, max: 400 },
      description: 'The sustainable tourism tax.',
      notes: 'A quarter of the rate in winter.',
      exemptions: ['Children under 16'],
      rules: { ...rules, exemptUnderAge: 16, surcharges: [{ name: 'VAT', percent: 10 }] },
      source: {
        publisher: 'Govern de les Illes Balears',
        url: 'https://www.illessostenibles.travel/en/its-calculator',
        date: null,
      },
    }),
    rule({
      name: 'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)',
      taxAmount: { min: 180, max: 450 },
      description: "Catalonia's tax on stays outside Barcelona.",
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
      source: { publisher: 'El País', url: 'https://elpais.com/x', date: '2026-02-25' },
      upcoming: [
        {
          validFrom: '2027-04-01',
          validTo: null,
          confirmed: true,
          taxType: 'per_person_per_night',
          taxAmount: 600,
          currency: 'EUR',
          notes: 'From 1 April 2027: 5★ €6.',
        },
      ],
    }),
  ],
});
const croatia = country({
  code: 'HR',
  name: 'Croatia',
  flag: '🇭🇷',
  description: 'Croatian towns set a tourist tax.',
  confirmed: false,
  taxAmount: 0,
  elsewhere: rule({ name: 'Croatia', confirmed: false, taxAmount: 0 }),
});
const greece = country({
  code: 'GR',
  name: 'Greece',
  flag: '🇬🇷',
  description: 'A climate resilience fee on every room.',
  taxType: 'per_room_per_night',
  taxAmount: { min: 50, max: 1500 },
});
const turkey = country({
  code: 'TR',
  name: 'Turkey',
  flag: '🇹🇷',
  description: 'An accommodation tax inside the room price.',
  taxType: 'percentage',
  taxAmount: 200,
});
const tunisia = country({
  code: 'TN',
  name: 'Tunisia',
  description: 'Paid in dinars.',
  taxAmount: { min: 400, max: 1200 },
  currency: 'TND',
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(
  answer: () => Response = () =>
    jsonResponse(200, { countries: [spain, greece, turkey, tunisia, croatia] }),
) {
  const calls = stubApi((path) => (path === '/tourist-tax' ? answer() : jsonResponse(404, null)));
  const view = renderAt('/tourist-tax', <TouristTaxPage />);
  return { ...view, calls };
}

describe('TouristTaxPage', () => {
  it('shows the loading text, then every destination in the accordion with its formatted amount', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tourist Tax Information' }),
    ).toBeVisible();
    expect(screen.getByText('Loading tourist tax information...')).toBeVisible();
    expect(await screen.findByText('5 destination(s) found')).toBeVisible();
    const spainButton = screen.getByRole('button', { name: /Spain/ });
    expect(spainButton).toHaveAttribute('aria-expanded', 'false');
    expect(spainButton).toHaveTextContent('€0.15 - €12.00');
    expect(screen.getByRole('button', { name: /Turkey/ })).toHaveTextContent('2% of room rate');
    expect(screen.getByRole('button', { name: /Tunisia/ })).toHaveTextContent(
      'TND 4.00 - TND 12.00',
    );
    expect(screen.getByRole('button', { name: /Croatia/ })).toHaveTextContent('Not confirmed');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('expands a country: description, amount and type tiles, the region table, exemptions and note', async () => {
    renderPage();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /Spain/ }));
    expect(screen.getByRole('button', { name: /Spain/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Charged in the Balearic Islands and Catalonia only.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Tourist tax by region or city in Spain' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Region/City', 'Amount', 'Type', 'Details']);
    const row = within(table).getByRole('row', { name: /Balearic Islands/ });
    expect(row).toHaveTextContent('€0.50 - €4.00');
    expect(row).toHaveTextContent('Per person per night');
    expect(row).toHaveTextContent('A quarter of the rate in winter.');
    expect(row).toHaveTextContent('Plus 10% VAT.');
    // Each row names its own source and the date it was checked.
    expect(row).toHaveTextContent('Source: Govern de les Illes Balears, checked 28 November 2026');
    expect(within(row).getByRole('link', { name: 'Govern de les Illes Balears' })).toHaveAttribute(
      'href',
      'https://www.illessostenibles.travel/en/its-calculator',
    );
    // The rate in force, its dates and the version to come.
    const catalonia = within(table).getByRole('row', { name: /Rest of Catalonia/ });
    expect(catalonia).toHaveTextContent('Since 1 April 2026, until 31 March 2027.');
    expect(catalonia).toHaveTextContent('From 1 April 2027: €6.00. From 1 April 2027: 5★ €6.');
    expect(catalonia).toHaveTextContent(
      'Source: El País (25 February 2026), checked 28 November 2026',
    );
    // The rest of the country: which places do not charge.
    const elsewhere = within(table).getByRole('row', { name: /Elsewhere in Spain/ });
    expect(elsewhere).toHaveTextContent('None');
    expect(elsewhere).toHaveTextContent('No tourist tax');
    expect(elsewhere).toHaveTextContent('Source: elDiario.es (10 November 2023)');
    const exemptions = screen.getByRole('heading', { name: 'Exemptions' }).nextElementSibling;
    expect(exemptions).toHaveTextContent('Children under 16 in the Balearic Islands');
    expect(
      screen.getByText('Only the Balearic Islands, Catalonia and Mogán charge.'),
    ).toBeVisible();
  });

  it('says where a rate is not confirmed, and names the source of a country without regions', async () => {
    renderPage();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: /Croatia/ }));
    const panelId = screen.getByRole('button', { name: /Croatia/ }).getAttribute('aria-controls');
    const panel = document.getElementById(panelId ?? '');
    expect(panel).toHaveTextContent('Not confirmed');
    expect(panel).toHaveTextContent('Rate not confirmed — check with your accommodation.');
    expect(panel).toHaveTextContent('Source: A public source, checked 28 November 2026');
  });

  it('searches name or description case-insensitively, and a region name finds its country', async () => {
    renderPage();
    const u = userEvent.setup();
    const search = await screen.findByPlaceholderText('Search country...');
    await u.type(search, 'gREECE');
    expect(screen.getByText('1 destination(s) found')).toBeVisible();
    expect(screen.getByRole('button', { name: /Greece/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Spain/ })).toBeNull();

    await u.clear(search);
    await u.type(search, 'CLIMATE resilience');
    expect(screen.getByRole('button', { name: /Greece/ })).toBeVisible();
    expect(screen.getByText('1 destination(s) found')).toBeVisible();

    await u.clear(search);
    await u.type(search, 'majorca');
    expect(screen.getByRole('button', { name: /Spain/ })).toBeVisible();
  });

  it('shows the empty state and Clear Search brings every destination back', async () => {
    renderPage();
    const u = userEvent.setup();
    await u.type(await screen.findByPlaceholderText('Search country...'), 'Atlantis');
    expect(screen.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
    expect(screen.getByText('0 destination(s) found')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByText('5 destination(s) found')).toBeVisible();
    expect(screen.getByPlaceholderText('Search country...')).toHaveValue('');
  });

  it('shows the grid: description, amount, type, first exemption and an expandable regional breakdown', async () => {
    renderPage();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('article', { name: /Spain/ });
    expect(card).toHaveTextContent('Charged in the Balearic Islands and Catalonia only.');
    expect(card).toHaveTextContent('€0.15 - €12.00');
    expect(card).toHaveTextContent('Per person per night');
    expect(card).toHaveTextContent('Exempt: Children under 16 in the Balearic Islands');
    expect(card).not.toHaveTextContent('Second exemption');
    const breakdown = within(card).getByRole('button', { name: 'Regional breakdown (3)' });
    expect(within(card).queryByRole('list')).toBeNull();
    await u.click(breakdown);
    const list = within(card).getByRole('list');
    expect(list).toHaveTextContent(
      'Balearic Islands (Majorca, Menorca, Ibiza)€0.50 - €4.00 · Per person per night',
    );
    expect(list).toHaveTextContent('Elsewhere in SpainNone · No tourist tax');
    const greeceCard = screen.getByRole('article', { name: /Greece/ });
    expect(greeceCard).toHaveTextContent('Per room per night');
    expect(greeceCard).toHaveTextContent('Source: A public source, checked 28 November 2026');
    expect(within(greeceCard).queryByRole('button')).toBeNull();
  });

  it('shows the error text when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { calls } = renderPage(() =>
      fail
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } })
        : jsonResponse(200, { countries: [greece] }),
    );
    expect(
      await screen.findByText('Failed to load tourist tax information. Please try again later.'),
    ).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 destination(s) found')).toBeVisible();
    expect(calls.filter((c) => c.path === '/tourist-tax')).toHaveLength(2);
  });

  it('tells the customer the tax is usually paid at the accommodation, not in the price, and may change', async () => {
    renderPage();
    const info = screen.getByRole('complementary', { name: 'About tourist taxes' });
    expect(info).toHaveTextContent('usually paid directly at your accommodation');
    expect(info).toHaveTextContent('not included in your package price');
    expect(info).toHaveTextContent('may change');
  });
});
