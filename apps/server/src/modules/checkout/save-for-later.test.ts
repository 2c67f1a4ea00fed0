import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, validRegistration } from '../../test/app';
import { createHolidayFactory, type Holiday } from '../../test/holidays';

let app: FastifyInstance;
let holiday: (o?: { pick?: number }) => Promise<Holiday>;

beforeAll(async () => {
  app = await createTestApp();
  const make = createHolidayFactory(app);
  holiday = (o = {}) => make(o);
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: object; key?: string; token?: string } = {},
) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'x-checkout-key': options.key } : {}),
    },
  });

async function register(): Promise<string> {
  const res = await call('POST', '/auth/customer/register', { payload: validRegistration() });
  expect(res.statusCode).toBe(201);
  return res.json<{ access_token: string }>().access_token;
}

const save = (h: Holiday, token?: string) =>
  call('POST', '/checkout/save-for-later', {
    payload: { uuid: h.uuid },
    key: h.prebook.prebook_id,
    ...(token ? { token } : {}),
  });

const saved = async (token: string) => {
  const res = await call('GET', '/checkout/saved', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ checkouts: { uuid: string; checkout_key: string; resume_path: string }[] }>()
    .checkouts;
};

describe('Save for later', () => {
  it('keeps a signed-in customer’s checkout in the account, to resume at its step', async () => {
    const token = await register();
    const h = await holiday({ pick: 2 });
    const res = await save(h, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ in_account: true, expires_at: h.prebook.expires_at });
    const list = await saved(token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      uuid: h.uuid,
      checkout_key: h.prebook.prebook_id,
      state: 'prebooked',
      resume_path: '/book/extras',
      expires_at: h.prebook.expires_at,
      prebook: { prebook_id: h.prebook.prebook_id },
    });
    // Nobody else's account sees it.
    expect(await saved(await register())).toEqual([]);
  });

  it('a guest’s saved checkout joins the account that signs in with its key, not without it', async () => {
    const h = await holiday({ pick: 3 });
    const res = await save(h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ in_account: boolean }>().in_account).toBe(false);
    const token = await register();
    expect(await saved(token)).toEqual([]);
    // Without the checkout key the itinerary uuid alone claims nothing.
    const stranger = await call('POST', '/checkout/saved/claim', {
      payload: { uuid: h.uuid },
      token,
    });
    expect(stranger.statusCode).toBe(404);
    // Signed out, nothing can be claimed.
    const anonymous = await call('POST', '/checkout/saved/claim', {
      payload: { uuid: h.uuid },
      key: h.prebook.prebook_id,
    });
    expect(anonymous.statusCode).toBe(401);
    const claim = await call('POST', '/checkout/saved/claim', {
      payload: { uuid: h.uuid },
      key: h.prebook.prebook_id,
      token,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toEqual({ claimed: true });
    expect((await saved(token)).map((c) => c.uuid)).toEqual([h.uuid]);
  });

  it('is gone from the account once its hold expires (clock moved past the hold)', async () => {
    const token = await register();
    const h = await holiday({ pick: 4 });
    expect((await save(h, token)).statusCode).toBe(200);
    expect(await saved(token)).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(h.prebook.expires_at) + 1000));
    expect(await saved(token)).toEqual([]);
    // Saving an expired checkout is refused with the session-expired answer.
    expect((await save(h, token)).statusCode).toBe(410);
  });

  it('asks for a signed-in customer to list saved checkouts', async () => {
    expect((await call('GET', '/checkout/saved')).statusCode).toBe(401);
  });
});

describe('deposit availability in the checkout view', () => {
  it('is false when departure is too soon for a balance date, matching the plans offered', async () => {
    const make = createHolidayFactory(app);
    const h = await make({ offset: 40 });
    const key = h.prebook.prebook_id;
    const view = await call('GET', `/checkout/${h.uuid}`, { key });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<{ deposit_available: boolean }>().deposit_available).toBe(false);
    const plans = await call('GET', `/checkout/plans?uuid=${h.uuid}`, { key });
    expect(plans.json<{ plans: { id: string }[] }>().plans.map((p) => p.id)).toEqual(['full']);
  });
});
