import type { TouristTaxCountry, TouristTaxRules } from '@sunward/contracts/tourist-tax';
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

function country(overrides: Partial<TouristTaxCountry>): TouristTaxCountry {
  return {
    code: 'XX',
    name: 'Nowhere',
    flag: '🏳️',
    description: 'A description.',
    taxType: 'per_person_per_night',
    taxAmount: 100,
    currency: 'EUR',
    regions: [],
    exemptions: [],
    notes: null,
    nationwide: true,
    rates: [],
    rules,
    source: { name: 'A public source', url: 'https://example.org/' },
    lastChecked: '2025-10-20',
    ...overrides,
  };
}

const spain = country({
  code: 'ES',
  name: 'Spain',
  flag: '🇪🇸',
  description: 'Charged in the Balearic Islands and Catalonia only.',
  taxAmount: { min: 15, max: 750 },
  nationwide: false,
  exemptions: ['Children under 16 in the Balearic Islands', 'Second exemption'],
  notes: 'Hotels add 10% VAT.',
  regions: [
    {
      name: 'Balearic Islands (Majorca, Menorca, Ibiza)',
      taxType: 'per_person_per_night',
      taxAmount: { min: 50, max: 400 },
      currency: 'EUR',
      description: 'The sustainable tourism tax.',
      notes: 'A quarter of the rate in winter.',
      exemptions: ['Children under 16'],
      rates: [],
      rules: { ...rules, exemptUnderAge: 16 },
    },
  ],
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
  taxAmount: { min: 100, max: 300 },
  currency: 'TND',
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(
  answer: () => Response = () => jsonResponse(200, { countries: [spain, greece, turkey, tunisia] }),
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
    expect(await screen.findByText('4 destination(s) found')).toBeVisible();
    const spainButton = screen.getByRole('button', { name: /Spain/ });
    expect(spainButton).toHaveAttribute('aria-expanded', 'false');
    expect(spainButton).toHaveTextContent('€0.15 - €7.50');
    expect(screen.getByRole('button', { name: /Turkey/ })).toHaveTextContent('2% of room rate');
    expect(screen.getByRole('button', { name: /Tunisia/ })).toHaveTextContent(
      'TND 1.00 - TND 3.00',
    );
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
    const exemptions = screen.getByRole('heading', { name: 'Exemptions' }).nextElementSibling;
    expect(exemptions).toHaveTextContent('Children under 16 in the Balearic Islands');
    expect(screen.getByText('Hotels add 10% VAT.')).toBeVisible();
    const panelId = screen.getByRole('button', { name: /Spain/ }).getAttribute('aria-controls');
    const panel = document.getElementById(panelId ?? '');
    expect(panel).toHaveTextContent(
      'Source: A public source. Our figures as of 20 October 2025: please check with the source or your accommodation before you travel.',
    );
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
    expect(screen.getByText('4 destination(s) found')).toBeVisible();
    expect(screen.getByPlaceholderText('Search country...')).toHaveValue('');
  });

  it('shows the grid: description, amount, type, first exemption and an expandable regional breakdown', async () => {
    renderPage();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('article', { name: /Spain/ });
    expect(card).toHaveTextContent('Charged in the Balearic Islands and Catalonia only.');
    expect(card).toHaveTextContent('€0.15 - €7.50');
    expect(card).toHaveTextContent('Per person per night');
    expect(card).toHaveTextContent('Exempt: Children under 16 in the Balearic Islands');
    expect(card).not.toHaveTextContent('Second exemption');
    const breakdown = within(card).getByRole('button', { name: 'Regional breakdown (1)' });
    expect(within(card).queryByRole('list')).toBeNull();
    await u.click(breakdown);
    expect(within(card).getByRole('list')).toHaveTextContent(
      'Balearic Islands (Majorca, Menorca, Ibiza)€0.50 - €4.00 · Per person per night',
    );
    const greeceCard = screen.getByRole('article', { name: /Greece/ });
    expect(greeceCard).toHaveTextContent('Per room per night');
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
