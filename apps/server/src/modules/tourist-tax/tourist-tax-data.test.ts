import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TouristTaxRate, TouristTaxRules } from '@sunward/contracts/tourist-tax';
import { migrationsFolder } from '../../db/client';
import * as schema from '../../db/schema';
import { estimateTouristTax, ruleInForce, type TaxableStay } from './estimator';
import { toCountries, type TaxCountry, type TaxPlace } from './places';
import { createTouristTaxRepository } from './repository';

/**
 * The tourist tax data as a fresh install migrates it, row by row against the figures of the
 * sources it was corrected from (each test names the source's value and address), and the
 * estimator on that data for the stays whose rules were wrong or missing.
 */

let client: PGlite;
let countries: TaxCountry[];

beforeAll(async () => {
  client = await PGlite.create('memory://');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // Reading only: nothing is audited.
  const repo = createTouristTaxRepository(db, {
    audit: () => ({ appendAudit: () => Promise.resolve() }),
  });
  countries = toCountries(await repo.loadAll());
}, 60_000);
afterAll(() => client.close());

/** A place by its country code and region name (the country's own rule without a name). */
function place(code: string, region?: string): TaxPlace {
  const country = countries.find((c) => c.code === code);
  const found = region ? country?.regions.find((r) => r.name === region) : country?.own;
  if (!found) throw new Error(`No tourist tax place ${code} ${region ?? ''}`);
  return found;
}

const stars = (min: number, max = min) => ({ min, max });
const SUMMER = { from: '04-01', to: '10-31' };
const WINTER = { from: '11-01', to: '03-31' };
const band = (
  amount: number | null,
  starBand: { min: number; max: number } | null = null,
  season: { from: string; to: string } | null = null,
): TouristTaxRate => ({ stars: starBand, season, amount });

interface Row {
  /** The row and the source's figure for it, as the check wrote it down. */
  row: string;
  source: string;
  url: string;
  code: string;
  region?: string;
  /** A day the version is in force. */
  on: string;
  taxType: string;
  confirmed: boolean;
  validFrom: string | null;
  validTo: string | null;
  rates: TouristTaxRate[];
  rules?: Partial<TouristTaxRules>;
  currency?: string;
}

const rows: Row[] = [
  {
    row: 'Spain (country row): no tax outside the Balearics, Catalonia and Mogán',
    source: 'The Valencian tax was repealed before it took effect; "rest of mainland none" holds',
    url: 'https://eldiario.es/comunitat-valenciana/gobierno-valenciano-pp-vox-deroga-tasa-turistica-municipal-voluntaria-entrada-vigor_1_10673197.amp.html',
    code: 'ES',
    on: '2026-07-01',
    taxType: 'none',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Barcelona city until 31 March 2026',
    source:
      'regional €3.50 / €1.70 / €1.00 + €4 = €7.50 / €5.70 / €5.00; age 0-16 exempt; max 7 nights; +10% VAT',
    url: 'https://ajuntament.barcelona.cat/turisme/ca/ieet-limpost-destades-en-establiments-turistics',
    code: 'ES',
    region: 'Barcelona city',
    on: '2026-03-31',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: '2026-03-31',
    rates: [band(750, stars(5)), band(570, stars(4)), band(500, stars(1, 3))],
    rules: { exemptUnderAge: 17, maxNights: 7, surcharges: [{ name: 'VAT', percent: 10 }] },
  },
  {
    row: 'Barcelona city from 1 April 2026',
    source:
      'From 1 Apr 2026 (Law 2/2026): regional €7 / €3.40 / €2 + city surcharge €5 = €12 / €8.40 / €7.00; the tax is part of the VAT base (10%)',
    url: 'https://derecholocal.es/novedad-legislativa/reforma-del-impuesto-sobre-estancias-turisticas-y-creacion-de-nuevos-recargos-municipales-en-cataluna',
    code: 'ES',
    region: 'Barcelona city',
    on: '2026-04-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2026-04-01',
    validTo: null,
    rates: [band(1200, stars(5)), band(840, stars(4)), band(700, stars(1, 3))],
    rules: { exemptUnderAge: 17, maxNights: 7, surcharges: [{ name: 'VAT', percent: 10 }] },
  },
  {
    row: 'Rest of Catalonia, 1 October 2021 - 31 March 2026',
    source: '5★ €3.00, 4★ €1.20, others €0.60',
    url: 'https://gestiogirona.com/?p=8743',
    code: 'ES',
    region: 'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)',
    on: '2026-03-31',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2021-10-01',
    validTo: '2026-03-31',
    rates: [band(300, stars(5)), band(120, stars(4)), band(60, stars(1, 3))],
    rules: { exemptUnderAge: 17, maxNights: 7, surcharges: [{ name: 'VAT', percent: 10 }] },
  },
  {
    row: 'Rest of Catalonia, 1 April 2026 - 31 March 2027',
    source: '5★ €4.50, 4★ €1.80 (others +50%, about €0.90; that figure is not confirmed)',
    url: 'https://elpais.com/espana/catalunya/2026-02-25/cataluna-sube-la-tasa-turistica-a-hoteles-y-pisos-y-se-dobla-en-barcelona.html',
    code: 'ES',
    region: 'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)',
    on: '2026-11-28',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2026-04-01',
    validTo: '2027-03-31',
    rates: [band(450, stars(5)), band(180, stars(4)), band(null, stars(1, 3))],
  },
  {
    row: 'Rest of Catalonia from 1 April 2027',
    source: 'From Apr 2027 5★ is €6',
    url: 'https://derecholocal.es/novedad-legislativa/reforma-del-impuesto-sobre-estancias-turisticas-y-creacion-de-nuevos-recargos-municipales-en-cataluna',
    code: 'ES',
    region: 'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)',
    on: '2027-04-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2027-04-01',
    validTo: null,
    rates: [band(600, stars(5)), band(null, stars(4)), band(null, stars(1, 3))],
  },
  {
    row: 'Portugal (country row): towns not listed are not confirmed, not "nothing"',
    source:
      'Cascais/Estoril, Sintra, Calheta and Ponta do Sol charge; the product charges nothing there',
    url: 'https://www.dn.pt/edicao-do-dia/17-nov-2019/ourem-recua-guimaraes-pondera-sao-ja-oito-os-municipios-que-cobram-taxa-turistica-11522490.html',
    code: 'PT',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Cascais and Estoril',
    source: 'about €2, max 7, per a 2019 source',
    url: 'https://www.dn.pt/edicao-do-dia/17-nov-2019/ourem-recua-guimaraes-pondera-sao-ja-oito-os-municipios-que-cobram-taxa-turistica-11522490.html',
    code: 'PT',
    region: 'Cascais and Estoril',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [band(200)],
    rules: { maxNights: 7 },
  },
  {
    row: 'Sintra',
    source: '€1, max 3 (2022)',
    url: 'https://www.nit.pt/fora-de-casa/na-cidade/as-dormidas-em-sintra-ficam-mais-caras-em-julho-a-taxa-turistica-esta-de-volta',
    code: 'PT',
    region: 'Sintra',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2022-07-01',
    validTo: null,
    rates: [band(100)],
    rules: { maxNights: 3 },
  },
  {
    row: 'Vila Nova de Gaia until 2025',
    source: '€2.50 flat all year since 2024; guests 16 and over pay; max 7',
    url: 'https://dev.theportugalnews.com/fr/nouvelles/2026-01-05/augmentation-de-la-taxe-de-sejour/940169',
    code: 'PT',
    region: 'Vila Nova de Gaia',
    on: '2025-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: '2025-12-31',
    rates: [band(250)],
    rules: { exemptUnderAge: 16, maxNights: 7 },
  },
  {
    row: 'Vila Nova de Gaia in 2026',
    source: 'The council approved €3 in Jan 2026 (the date it applies from is not given)',
    url: 'https://dev.theportugalnews.com/fr/nouvelles/2026-01-05/augmentation-de-la-taxe-de-sejour/940169',
    code: 'PT',
    region: 'Vila Nova de Gaia',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: '2026-01-01',
    validTo: null,
    rates: [band(300)],
    rules: { exemptUnderAge: 16, maxNights: 7 },
  },
  {
    row: 'Algarve: Albufeira',
    source: 'Albufeira charges €0 Nov-Mar (€2 Apr-Oct, 13+, max 7)',
    url: 'https://theportugalnews.com/fr/nouvelles/2024-04-30/nouvelle-taxe-de-sejour-en-algarve/88452',
    code: 'PT',
    region: 'Albufeira',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2024-05-21',
    validTo: null,
    rates: [band(200, null, SUMMER), band(0, null, WINTER)],
    rules: { exemptUnderAge: 13, maxNights: 7 },
  },
  {
    row: 'Algarve: Loulé (Vilamoura, Quarteira)',
    source: 'Loulé (Vilamoura, Quarteira): guests 16+, max 5 nights; €2 Apr-Oct, €1 Nov-Mar',
    url: 'https://theportugalnews.com./fr/nouvelles/2024-11-04/la-nouvelle-taxe-de-sejour-de-lalgarve-entre-en-vigueur/93310',
    code: 'PT',
    region: 'Loulé (Vilamoura, Quarteira)',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2024-11-01',
    validTo: null,
    rates: [band(200, null, SUMMER), band(100, null, WINTER)],
    rules: { exemptUnderAge: 16, maxNights: 5 },
  },
  {
    row: 'Algarve: Portimão and Lagoa',
    source: 'Portimão and Lagoa: €2/€1, 13+, max 7 (these match)',
    url: 'https://www.publico.pt/2024/04/23/fugas/noticia/lagoa-cobra-taxa-turistica-valor-dois-euros-ate-outubro-2088039',
    code: 'PT',
    region: 'Portimão and Lagoa (Praia da Rocha, Alvor, Carvoeiro)',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [band(200, null, SUMMER), band(100, null, WINTER)],
    rules: { exemptUnderAge: 13, maxNights: 7 },
  },
  {
    row: 'Algarve: Lagos, Tavira and Silves',
    source: 'Lagos, Tavira and Silves (Armação de Pêra) charge none',
    url: 'https://postal.pt/algarve/conheca-a-cidade-ao-pe-da-praia-no-algarve-onde-pode-passar-ferias-sem-pagar-taxa-turistica/',
    code: 'PT',
    region: 'Lagos, Tavira and Silves (Armação de Pêra)',
    on: '2026-07-01',
    taxType: 'none',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Funchal and Caniço',
    source: '€2; max 7; guests 12 and under exempt (Funchal, from 1 Oct 2024)',
    url: 'https://www.dnoticias.pt/2024/4/9/400971-taxa-turistica-no-funchal-entra-em-vigor-a-1-de-outubro/',
    code: 'PT',
    region: 'Funchal and Caniço (Madeira)',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2024-10-01',
    validTo: null,
    rates: [band(200)],
    rules: { exemptUnderAge: 13, maxNights: 7 },
  },
  {
    row: 'Calheta (Madeira)',
    source:
      'two euros per person per night up to seven nights; children up to 12 do not pay (from 1 Oct 2024)',
    url: 'https://madeira.rtp.pt/economia/taxas-turisticas-do-funchal-e-calheta-entram-hoje-em-vigor',
    code: 'PT',
    region: 'Calheta (Madeira)',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2024-10-01',
    validTo: null,
    rates: [band(200)],
    rules: { exemptUnderAge: 13, maxNights: 7 },
  },
  {
    row: 'Malta until 2025',
    source: '€0.50 "until 31 December 2025"; 18+; capped at 10 nights',
    url: 'https://mta.com.mt/environmental-contribution',
    code: 'MT',
    on: '2025-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: '2025-12-31',
    rates: [band(50)],
    rules: { exemptUnderAge: 18, maxNights: 10 },
  },
  {
    row: 'Malta from 2026',
    source: 'The Budget 2026 speech raised it to €1.50 a night; the 2026 cap was not found',
    url: 'https://article.wn.com/view-scrap/2025/10/31/TMID_Editorial_A_disproportionate_response_j',
    code: 'MT',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2026-01-01',
    validTo: null,
    rates: [band(150)],
    rules: { exemptUnderAge: 18, maxNights: null },
  },
  {
    row: 'Croatia (country row)',
    source:
      'Under 12 exempt and 12-18 half confirmed; amounts set town by town, no official 2025-26 table',
    url: 'https://iamtourist.org/tourist-tax-in-croatia-climate-change-fee/',
    code: 'HR',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
    rules: { exemptUnderAge: 12, reducedUnderAge: 18, reducedAgePercent: 50 },
  },
  {
    row: 'Dubrovnik',
    source: 'Blog A: €2.65 / €1.86; Blog B: €1.80 / €1.20 (sources conflict)',
    url: 'https://iamtourist.org/tourist-tax-in-croatia-climate-change-fee/',
    code: 'HR',
    region: 'Dubrovnik',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Split, Hvar and Makarska',
    source: 'Only one blog: Split €1.50 / €1.00',
    url: 'https://travelpedia.blog/tourist-tax-croatia-2025',
    code: 'HR',
    region: 'Split, Hvar and Makarska',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Italy (country default)',
    source:
      'No national rate exists. Each comune sets its own (ceiling €5, up to €10 in a few cities)',
    url: 'https://viaggi.corriere.it/news/cards/da-valencia-a-venezia-ele-mete-dove-sempre-piu-spesso-si-paghera-un-biglietto-dingresso-nel-2023/?img=5',
    code: 'IT',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Venice',
    source:
      '€1 per star up to €5 (1★ €1); ages 10-16 pay 50%; low season reduced; current amounts not confirmed',
    url: 'http://www.in-venice.com/venice-guide/basic-info/tourist-tax/',
    code: 'IT',
    region: 'Venice',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [
      band(100, stars(1)),
      band(200, stars(2)),
      band(300, stars(3)),
      band(400, stars(4)),
      band(500, stars(5)),
    ],
    rules: { exemptUnderAge: 10, reducedUnderAge: 17, reducedAgePercent: 50, maxNights: 5 },
  },
  {
    row: 'Florence',
    source: 'From 1 Apr 2023: 1★ €3.50, 2★ €4.50, 3★ €6, 4★ €7, 5★ €8; max 7; under 12',
    url: 'https://ilreporter.it/sezioni/lavoro-e-economia/tassa-soggiorno-firenze-2023/',
    code: 'IT',
    region: 'Florence',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2023-04-01',
    validTo: null,
    rates: [
      band(350, stars(1)),
      band(450, stars(2)),
      band(600, stars(3)),
      band(700, stars(4)),
      band(800, stars(5)),
    ],
    rules: { exemptUnderAge: 12, maxNights: 7 },
  },
  {
    row: 'Naples in 2025',
    source: 'Naples, 1 Mar-31 Dec 2025: 1★ €3, 2★ €3.50, 3★ €4.50, 4★ €5.50, 5★ €6',
    url: 'https://magazinepragma.com/cronaca/napoli-scattano-gli-aumenti-alla-tassa-di-soggiorno-in-vista-del-giubileo-2025',
    code: 'IT',
    region: 'Naples',
    on: '2025-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2025-03-01',
    validTo: '2025-12-31',
    rates: [
      band(300, stars(1)),
      band(350, stars(2)),
      band(450, stars(3)),
      band(550, stars(4)),
      band(600, stars(5)),
    ],
  },
  {
    row: 'Naples in 2026',
    source: '(back to a €5 ceiling in 2026)',
    url: 'https://magazinepragma.com/cronaca/napoli-scattano-gli-aumenti-alla-tassa-di-soggiorno-in-vista-del-giubileo-2025',
    code: 'IT',
    region: 'Naples',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: '2026-01-01',
    validTo: null,
    rates: [],
  },
  {
    row: 'Sorrento',
    source: 'Sorrento (2023): up to 3★ €1.50, 4★ €3, 5★ €4',
    url: 'https://www.sorrentopress.it/imposta-di-soggiorno-ok-della-giunta-di-sorrento-alle-tariffe/',
    code: 'IT',
    region: 'Sorrento',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [band(150, stars(1, 3)), band(300, stars(4)), band(400, stars(5))],
  },
  {
    row: 'Taormina',
    source: 'Taormina (since Sep 2023): 1★ €1.50, 2★ €2, 3★ €3, 4★ €4, 5★ €5',
    url: 'https://taorminanews24.com/imposta-di-soggiorno-a-taormina-gettito-record-nel-2025-versati-al-comune-quasi-5-mln',
    code: 'IT',
    region: 'Taormina',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2023-09-01',
    validTo: null,
    rates: [
      band(150, stars(1)),
      band(200, stars(2)),
      band(300, stars(3)),
      band(400, stars(4)),
      band(500, stars(5)),
    ],
  },
  {
    row: 'Olbia',
    source: 'from 1 Jan 2026 1-2★ €2.50, 3★ €3.50, 4★ €4.50, 5★ €5; max 7',
    url: 'https://www.olbia.it/olbia-la-giunta-delibera-una-nuova-imposta-di-soggiorno-dal-1-gennaio-2026',
    code: 'IT',
    region: 'Olbia',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2026-01-01',
    validTo: null,
    rates: [band(250, stars(1, 2)), band(350, stars(3)), band(450, stars(4)), band(500, stars(5))],
    rules: { maxNights: 7 },
  },
  {
    row: 'Lake Garda',
    source:
      'Sirmione: 1★ €0.90, 2★ €1, 3★ €1.50, 4★ €2.50, 5★ €3.50 (2020); a later ~20% rise (5★ €4.20); under-14 not confirmed',
    url: 'https://www.ttgitalia.com/stories/incoming/157838_sirmione_tassa_di_soggiorno_in_vigore_tutto_lanno/',
    code: 'IT',
    region: 'Lake Garda',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [
      band(90, stars(1)),
      band(100, stars(2)),
      band(150, stars(3)),
      band(250, stars(4)),
      band(350, stars(5)),
    ],
    rules: { exemptUnderAge: null },
  },
  {
    row: 'Bulgaria',
    source:
      'The law sets a range of BGN 0.20-3.00 chosen by each municipality; no under-18 exemption in the law',
    url: 'http://www.minfin.bg/en/781',
    code: 'BG',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
    rules: { exemptUnderAge: null },
  },
  {
    row: 'Tunisia until 31 October 2024',
    source: 'the 2018 scale of 1/2/3, 7 nights',
    url: 'https://directinfo.webmanagercenter.com/2024/06/19/sejour-en-tunisie-les-touristes-europeens-concernes-par-de-nouvelles-regles-en-2025/',
    code: 'TN',
    on: '2024-10-31',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: '2024-10-31',
    rates: [band(100, stars(1, 2)), band(200, stars(3)), band(300, stars(4, 5))],
    rules: { exemptUnderAge: 12, maxNights: 7 },
    currency: 'TND',
  },
  {
    row: 'Tunisia from 1 November 2024',
    source: 'TND 4 (2★ and other), 8 (3★), 12 (4-5★); 12+; max 10 nights; from 1 Nov 2024',
    url: 'https://www.algerie360.com/vacances-en-tunisie-une-nouvelle-taxe-pour-les-touristes-a-partir-de-cette-date/',
    code: 'TN',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2024-11-01',
    validTo: null,
    rates: [band(400, stars(1, 2)), band(800, stars(3)), band(1200, stars(4, 5))],
    rules: { exemptUnderAge: 12, maxNights: 10 },
    currency: 'TND',
  },
  {
    row: 'Morocco',
    source: 'Set by commune and category; no authoritative source (MAD 26 at a Marrakech riad)',
    url: 'https://riadafous.com/en/conditions-of-sale',
    code: 'MA',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
    currency: 'MAD',
  },
  {
    row: 'France (country row)',
    source: '2024 ceilings 3★ €1.60, 4★ €2.50, 5★ €3.30; set locally; minors exempt',
    url: 'https://clonas.fr/article-20590-taxe-de-sejour-touristique-quels-sont-les-tarifs',
    code: 'FR',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [band(160, stars(3)), band(250, stars(4)), band(330, stars(5))],
    rules: { exemptUnderAge: 18 },
  },
  {
    row: 'Nice',
    source:
      'Métropole Nice from 1 Jan 2025: 1★ €0.80, 2★ €1, 3★ €1.70, 4★ €2.60, 5★ €3.50, plus the 34% additional tax',
    url: 'https://nicepresse.com/nice-decide-de-faire-grimper-sa-taxe-de-sejour/',
    code: 'FR',
    region: "Nice (Métropole Nice Côte d'Azur)",
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2025-01-01',
    validTo: null,
    rates: [
      band(80, stars(1)),
      band(100, stars(2)),
      band(170, stars(3)),
      band(260, stars(4)),
      band(350, stars(5)),
    ],
    rules: {
      exemptUnderAge: 18,
      surcharges: [{ name: 'additional tax (Alpes-Maritimes)', percent: 34 }],
    },
  },
  {
    row: 'Cannes and the rest of the Côte d’Azur',
    source: '2025 figures for Cannes were not found; the 34% additional tax applies',
    url: 'https://www.alliotavocat.com/details-comment+calculer+la+taxe+de+sejour+2023+a+nice+et+dans+les+alpes-maritimes-447',
    code: 'FR',
    region: 'Cannes, Antibes, Menton and Saint-Raphaël',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: false,
    validFrom: null,
    validTo: null,
    rates: [],
  },
  {
    row: 'Montenegro (country row)',
    source: 'Up to €1 a night; under 12 exempt; 12-18 half',
    url: 'http://www.budva.travel/registration-fee',
    code: 'ME',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [band(100)],
    rules: { exemptUnderAge: 12, reducedUnderAge: 18, reducedAgePercent: 50 },
  },
  {
    row: 'Budva Riviera',
    source: 'Hosts collect "up to €1.00 a night"',
    url: 'http://www.budva.travel/registration-fee',
    code: 'ME',
    region: 'Budva Riviera',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [band(100)],
    rules: { exemptUnderAge: 12, reducedUnderAge: 18, reducedAgePercent: 50 },
  },
  {
    row: 'Albania',
    source: 'Up to 5% of the accommodation price (4-5★ versus all others)',
    url: 'https://scantv.mediadesk.ai/english/lajme/shqiperia/64-milione-euro-nga-taksa-e-fjetjes-ne-hotel-fluksi-i-turisteve--i25525',
    code: 'AL',
    on: '2026-07-01',
    taxType: 'percentage',
    confirmed: true,
    validFrom: null,
    validTo: null,
    rates: [band(500)],
    rules: { exemptUnderAge: null, collectedAtHotel: true },
    currency: 'ALL',
  },
  {
    row: 'Cape Verde',
    source: 'CVE 276 (€2.50) since Jan 2023; 16+; max 10 nights (€25 cap)',
    url: 'https://e-global.pt/noticias/lusofonia/cabo-verde/cabo-verde-ate-abril-imposto-turistico-rendeu-462-milhoes-de-escudos-42-milhoes-de-euros',
    code: 'CV',
    on: '2026-07-01',
    taxType: 'per_person_per_night',
    confirmed: true,
    validFrom: '2023-01-01',
    validTo: null,
    rates: [band(250)],
    rules: { exemptUnderAge: 16, maxNights: 10 },
  },
];

describe('each corrected row holds its source’s figure, unit, bands and dates', () => {
  it.each(rows)('$row: "$source" ($url)', (row) => {
    const found = place(row.code, row.region);
    const version = ruleInForce(found.versions, row.on);
    expect(version, `a version of ${found.name} in force on ${row.on}`).toBeDefined();
    expect(version).toMatchObject({
      taxType: row.taxType,
      confirmed: row.confirmed,
      validFrom: row.validFrom,
      validTo: row.validTo,
      currency: row.currency ?? 'EUR',
      source: { url: row.url },
      lastChecked: '2026-11-28',
    });
    expect(version?.rates).toEqual(row.rates);
    if (row.rules) expect(version?.rules).toMatchObject(row.rules);
  });
});

describe('every place', () => {
  it('has a version for today and each of its versions names a source and its check', () => {
    for (const country of countries) {
      for (const p of [country.own, ...country.regions]) {
        expect(ruleInForce(p.versions, '2026-11-28'), p.name).toBeDefined();
        for (const v of p.versions) {
          expect(v.source.url, p.name).toMatch(/^https?:\/\/[^ ]+\.[^ ]+/);
          expect(v.source.publisher.length, p.name).toBeGreaterThan(2);
          expect(v.lastChecked, p.name).toBe('2026-11-28');
        }
      }
    }
  });

  it('no longer invents a national rate for Italy, nor an under-18 exemption for Bulgaria', () => {
    const italy = ruleInForce(place('IT').versions, '2026-07-01');
    expect(italy).toMatchObject({ confirmed: false, rates: [] });
    expect(ruleInForce(place('BG').versions, '2026-07-01')?.rules.exemptUnderAge).toBeNull();
  });
});

/** The estimate for a hotel of `stars` in a place, each night under the version in force then. */
function estimateIn(
  p: TaxPlace,
  stay: Omit<TaxableStay, 'rooms' | 'childAges'> & Partial<TaxableStay>,
) {
  const rates: Record<string, number> = { EUR: 1.14, ALL: 111.5, TND: 3.95, MAD: 12.45 };
  return estimateTouristTax(
    (date) => ruleInForce(p.versions, date),
    { rooms: 1, childAges: [], ...stay },
    (currency) => rates[currency] ?? Number.NaN,
  );
}

describe('the estimator on the corrected data', () => {
  it('splits a Barcelona stay across 1 April 2026: old rate before, new rate after, plus VAT', () => {
    // 29, 30 and 31 March at the 4★ €5.70; 1 and 2 April at €8.40; two adults; plus 10% VAT.
    const estimate = estimateIn(place('ES', 'Barcelona city'), {
      stars: 4,
      checkIn: '2026-03-29',
      checkOut: '2026-04-03',
      adults: 2,
    });
    expect(estimate.amount).toBe(Math.round((3 * 570 + 2 * 840) * 2 * 1.1));
    expect(estimate.amount).toBe(7458);
    expect(estimate.confirmed).toBe(true);
    expect(estimate.notes).toEqual(['New rate from 1 April 2026', 'Includes 10% VAT']);
  });

  it('keeps an older Barcelona stay at the rate in force for its dates', () => {
    const estimate = estimateIn(place('ES', 'Barcelona city'), {
      stars: 5,
      checkIn: '2026-03-01',
      checkOut: '2026-03-04',
      adults: 1,
    });
    expect(estimate.amount).toBe(Math.round(3 * 750 * 1.1));
  });

  it('adds the 34% additional tax to a Nice 4★: about €3.48 a night', () => {
    const night = estimateIn(place('FR', "Nice (Métropole Nice Côte d'Azur)"), {
      stars: 4,
      checkIn: '2026-07-01',
      checkOut: '2026-07-02',
      adults: 1,
    });
    expect(night.amount).toBe(348);
    const family = estimateIn(place('FR', "Nice (Métropole Nice Côte d'Azur)"), {
      stars: 4,
      checkIn: '2026-07-01',
      checkOut: '2026-07-08',
      adults: 2,
      childAges: [12],
    });
    // Two adults for 7 nights at €2.60 + 34%; the child (under 18) pays nothing.
    expect(family.amount).toBe(Math.round(2 * 7 * 260 * 1.34));
    expect(family.notes).toEqual([
      'Under 18s exempt (1 guest)',
      'Includes 34% additional tax (Alpes-Maritimes)',
    ]);
  });

  it('charges nothing for an Albufeira stay in January, and says why', () => {
    const estimate = estimateIn(place('PT', 'Albufeira'), {
      stars: 4,
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
      adults: 2,
    });
    expect(estimate).toMatchObject({ amount: 0, confirmed: true, nightsCharged: 0 });
    expect(estimate.notes).toContain('Nothing to pay for 7 nights out of season');
    const summer = estimateIn(place('PT', 'Albufeira'), {
      stars: 4,
      checkIn: '2026-07-04',
      checkOut: '2026-07-11',
      adults: 2,
    });
    expect(summer.amount).toBe(7 * 2 * 200);
  });

  it('charges a Loulé family with a 15-year-old for the adults only, for at most 5 of 7 nights', () => {
    const estimate = estimateIn(place('PT', 'Loulé (Vilamoura, Quarteira)'), {
      stars: 4,
      checkIn: '2026-07-04',
      checkOut: '2026-07-11',
      adults: 2,
      childAges: [15],
    });
    expect(estimate).toMatchObject({
      amount: 2 * 5 * 200,
      nightsCharged: 5,
      guestsCharged: 2,
      guestsExempt: 1,
    });
    expect(estimate.notes).toEqual(['Under 16s exempt (1 guest)', 'Charged for at most 5 nights']);
  });

  it('takes 5% of the room price in Albania, in lek', () => {
    // £800 of accommodation over 7 nights: 5% is £40, at 111.5 lek to the pound ALL 4,460.
    const estimate = estimateIn(place('AL'), {
      stars: 4,
      checkIn: '2026-07-04',
      checkOut: '2026-07-11',
      adults: 2,
      accommodationPence: 80_000,
    });
    expect(estimate).toMatchObject({ amount: 446_000, currency: 'ALL', taxType: 'percentage' });
    expect(estimate.notes).toContain('5% of the room price');
  });

  it('adds the 10% VAT to a Majorca stay, and halves the rate from the ninth night', () => {
    const majorca = place('ES', 'Balearic Islands (Majorca, Menorca, Ibiza)');
    const week = estimateIn(majorca, {
      stars: 4,
      checkIn: '2026-07-04',
      checkOut: '2026-07-11',
      adults: 2,
      childAges: [9],
    });
    expect(week.amount).toBe(Math.round(7 * 2 * 300 * 1.1));
    expect(week.notes).toEqual(['Under 16s exempt (1 guest)', 'Includes 10% VAT']);
    const tenNights = estimateIn(majorca, {
      stars: 5,
      checkIn: '2026-07-04',
      checkOut: '2026-07-14',
      adults: 1,
    });
    expect(tenNights.amount).toBe(Math.round((8 * 400 + 2 * 200) * 1.1));
  });

  it('leaves out a rate no source confirms, and says so', () => {
    // A 3★ in Salou after 1 April 2026: the band is not confirmed.
    const salou = estimateIn(place('ES', 'Rest of Catalonia (Costa Brava, Costa Dorada, Garraf)'), {
      stars: 3,
      checkIn: '2026-07-04',
      checkOut: '2026-07-11',
      adults: 2,
    });
    expect(salou).toMatchObject({ amount: 0, confirmed: false });
    expect(salou.notes).toContain('Rate not confirmed — check with your accommodation');
    const italy = estimateIn(place('IT'), {
      stars: 4,
      checkIn: '2026-07-04',
      checkOut: '2026-07-11',
      adults: 2,
    });
    expect(italy).toMatchObject({ amount: 0, confirmed: false });
  });

  it('charges Tunisia TND 4/8/12 for at most 10 nights', () => {
    const estimate = estimateIn(place('TN'), {
      stars: 4,
      checkIn: '2026-07-01',
      checkOut: '2026-07-15',
      adults: 2,
      childAges: [13, 10],
    });
    // Two adults and the 13-year-old for 10 of 14 nights at TND 12; the 10-year-old is exempt.
    expect(estimate).toMatchObject({ amount: 3 * 10 * 1200, currency: 'TND' });
  });
});
