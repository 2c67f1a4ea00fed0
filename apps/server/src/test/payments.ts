import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Holiday } from './holidays';

/** Test cards of the sandbox gateway (its /gateway/test-cards page lists them). */
export const CARDS = {
  approved: '4444333322221111',
  frictionless: '4000000000001000',
  challenge: '4000000000001091',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

export const browserInfo = {
  deviceChannel: 'browser',
  deviceIdentity: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141',
  deviceTimeZone: '0',
  deviceAcceptLanguage: 'en-GB',
  deviceScreenResolution: '1280x800x24',
};

const billing = {
  email: 'amelia.hart@example.co.uk',
  phone: '07700 900123',
  addressLine1: '1 Park Row',
  city: 'Leeds',
  postcode: 'LS1 5HD',
};

/** Checkout calls as the browser that prebooked makes them. */
export function checkoutApi(app: FastifyInstance, h: Holiday, token?: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: {
        'x-checkout-key': h.prebook.prebook_id,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
}

/** The checkout calls (path and body) that take a two-adult holiday from prebook to a plan. */
export function stepsToPay(uuid: string, planId = 'full'): { url: string; body: object }[] {
  const passengers = [0, 1].map((index) => ({
    url: '/checkout/passengers',
    body: {
      uuid,
      index,
      title: index === 0 ? 'Mrs' : 'Mr',
      gender: index === 0 ? 'Female' : 'Male',
      firstName: index === 0 ? 'Amelia' : 'Tom',
      lastName: 'Hart',
      nationality: 'British',
      dateOfBirth: index === 0 ? '1985-04-12' : '1983-10-02',
      requiresAssistance: false,
      assistanceDetails: '',
    },
  }));
  return [
    {
      url: '/checkout/extras',
      body: { uuid, extras: { optionalExtras: [], seatAssignments: [] } },
    },
    ...passengers,
    { url: '/checkout/billing', body: { itineraryUuid: uuid, userId: null, billing } },
    { url: '/checkout/billing/confirm', body: { uuid } },
    { url: '/checkout/agreements', body: { uuid, terms: true, airlineTerms: true } },
    { url: '/checkout/plan', body: { uuid, planId } },
  ];
}

/** Extras, passengers, billing, prices, terms and a plan: a checkout ready to pay. */
export async function readyToPay(
  app: FastifyInstance,
  h: Holiday,
  planId = 'full',
  token?: string,
): Promise<void> {
  const api = checkoutApi(app, h, token);
  for (const step of stepsToPay(h.uuid, planId)) {
    const res = await api('POST', step.url, step.body);
    expect(res.statusCode, `${step.url}: ${res.body}`).toBe(200);
  }
}

/** The gateway's hosted fields turn a card into a token (card data goes to /gateway only). */
export async function cardToken(app: FastifyInstance, card: string, expiry = '12/30') {
  const res = await app.inject({
    method: 'POST',
    url: '/gateway/hosted/tokens',
    payload: { cardNumber: card, cardExpiryDate: expiry, cardCVV: '123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ paymentToken: string }>().paymentToken;
}

export async function pay(
  app: FastifyInstance,
  h: Holiday,
  paymentToken: string,
  key: string = randomUUID(),
  extra: object = {},
) {
  return checkoutApi(app, h)(
    'POST',
    '/payment/submit',
    { itineraryUuid: h.uuid, paymentToken, browserInfo, ...extra },
    { 'idempotency-key': key },
  );
}

/** Posts a form the way a browser does, e.g. a 3-D Secure page or our callback. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Hidden inputs and the action of the first form in an HTML page. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*>/g)) {
    const tag = m[0];
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * Runs `action` while the database refuses writes to `table` whose new row matches `when` (SQL
 * over `new`): a stand-in for a process dying, or a database failing, at that write.
 */
export async function whileFailing<T>(
  app: FastifyInstance,
  table: string,
  when: string,
  action: () => Promise<T>,
): Promise<T> {
  const name = `simulated_failure_${randomBytes(4).toString('hex')}`;
  await app.database.executeSql(
    `create function ${name}() returns trigger language plpgsql as $$
     begin if ${when} then raise exception 'simulated failure'; end if; return new; end $$`,
  );
  await app.database.executeSql(
    `create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`,
  );
  try {
    return await action();
  } finally {
    await app.database.executeSql(`drop trigger ${name} on ${table}; drop function ${name}()`);
  }
}

/**
 * Follows the 3-D Secure step at the gateway the way the shopper's browser does, up to the form
 * the gateway's last page posts back to our callback: its path and fields.
 */
export async function threeDSReturnForm(
  a: FastifyInstance,
  answer: { redirectUrl: string; redirectData: Record<string, string> },
  decision: 'approve' | 'fail' = 'approve',
): Promise<{ path: string; fields: Record<string, string> }> {
  const gatewayPath = new URL(answer.redirectUrl).pathname;
  let page = await postForm(a, gatewayPath, answer.redirectData);
  expect(page.statusCode, page.body).toBe(200);
  if (gatewayPath.endsWith('/challenge')) {
    const challenge = formOf(page.body);
    page = await postForm(a, new URL(challenge.action, 'http://x').pathname, {
      ...challenge.fields,
      decision,
    });
    expect(page.statusCode, page.body).toBe(200);
  }
  const back = formOf(page.body);
  return { path: new URL(back.action).pathname, fields: back.fields };
}

/** Posts the gateway's return form to our callback; returns where our page sends the window. */
export async function postThreeDSReturn(
  a: FastifyInstance,
  form: { path: string; fields: Record<string, string> },
): Promise<string> {
  const ours = await postForm(a, form.path, form.fields);
  expect(ours.statusCode, ours.body).toBe(200);
  return (/id="next" href="([^"]+)"/.exec(ours.body)?.[1] ?? '').replace(/&amp;/g, '&');
}

/** Follows the 3-D Secure step the way the shopper's browser does; returns where it lands. */
export async function completeThreeDS(
  a: FastifyInstance,
  answer: { redirectUrl: string; redirectData: Record<string, string> },
  decision: 'approve' | 'fail' = 'approve',
  callback = '/api/payment/3ds/callback',
): Promise<string> {
  const form = await threeDSReturnForm(a, answer, decision);
  // The gateway's page posts back to our callback; our page sends the window on.
  expect(form.path).toBe(callback);
  return postThreeDSReturn(a, form);
}
