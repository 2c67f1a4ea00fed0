import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardstreamProvider } from '../../integrations/payment-gateway/cardstream-provider';
import {
  decodeFields,
  encodeFields,
  RESPONSE_CODE,
  signed,
  verify,
  type Fields,
} from '../../integrations/payment-gateway/protocol';
import { addDays, londonToday } from '../../lib/dates';
import { createTestApp } from '../../test/app';
import { cardToken, CARDS } from '../../test/payments';
import { gatewayTransactions } from './schema';

/** The sandbox gateway's REPORT extension: the settlement report of one London day. */

const MERCHANT_ID = '100001';
const SECRET = 'sunward-sandbox-signing-secret';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let counter = 0;
const unique = (label: string) => `${label}-${String(Date.now())}-${String(++counter)}`;

async function direct(fields: Fields): Promise<Fields> {
  const res = await app.inject({
    method: 'POST',
    url: '/gateway/direct',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encodeFields(signed({ merchantID: MERCHANT_ID, ...fields }, SECRET)),
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = decodeFields(res.body);
  expect(verify(answer, SECRET), 'the answer is signed with the shared secret').toBe(true);
  return answer;
}

async function sale(card: string, amount: number): Promise<Fields> {
  return direct({
    action: 'SALE',
    type: '1',
    amount: String(amount),
    countryCode: '826',
    currencyCode: '826',
    orderRef: 'SW-REPORT',
    transactionUnique: unique('sale'),
    paymentToken: await cardToken(app, card),
    threeDSRedirectURL: 'http://localhost:3000/api/payment/3ds/callback',
  });
}

/** Our adapter, talking to the sandbox over its routes as the product does. */
const provider = () =>
  createCardstreamProvider({
    gatewayUrl: 'http://localhost:3000/gateway',
    merchantId: MERCHANT_ID,
    secret: SECRET,
    transport: async (_url, body) =>
      (
        await app.inject({
          method: 'POST',
          url: '/gateway/direct',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        })
      ).body,
  });

/** A transaction written straight into the gateway's records at `createdAt`. */
async function recorded(createdAt: string, over: Partial<typeof gatewayTransactions.$inferInsert>) {
  const xref = unique('X');
  await app.database.db.insert(gatewayTransactions).values({
    xref,
    merchantId: MERCHANT_ID,
    action: 'SALE',
    transactionUnique: unique('old'),
    orderRef: 'SW-OLD',
    amount: 1000,
    currencyCode: '826',
    state: 'approved',
    responseCode: 0,
    responseMessage: 'AUTHCODE: 123456',
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
    ...over,
  });
  return xref;
}

describe('REPORT', () => {
  it("lists the day's transactions that went through, signed, oldest first", async () => {
    const kept = await sale(CARDS.approved, 4200);
    const declined = await sale(CARDS.declined, 1300);
    // Settled at once here (no settlement delay): given back by a refund of all of it.
    const givenBack = await sale(CARDS.approved, 2500);
    const refund = await direct({
      action: 'REFUND_SALE',
      xref: givenBack.xref,
      transactionUnique: unique('refund'),
    });
    expect(refund.responseCode).toBe('0');
    const today = londonToday();

    const answer = await direct({ action: 'REPORT', date: today });
    expect(answer).toMatchObject({ responseCode: '0', action: 'REPORT', date: today });
    const lines = JSON.parse(answer.transactions) as Record<string, unknown>[];
    expect(answer.count).toBe(String(lines.length));
    const ours = lines.filter((l) =>
      [kept.xref, declined.xref, givenBack.xref, refund.xref].includes(l.xref as string),
    );
    expect(ours).toEqual([
      expect.objectContaining({ xref: kept.xref, action: 'SALE', state: 'approved', amount: 4200 }),
      expect.objectContaining({
        xref: givenBack.xref,
        action: 'SALE',
        state: 'refunded',
        amount: 2500,
        parentXref: null,
        orderRef: 'SW-REPORT',
      }),
      expect.objectContaining({
        xref: refund.xref,
        action: 'REFUND_SALE',
        state: 'approved',
        amount: 2500,
        parentXref: givenBack.xref,
      }),
    ]);
    // The declined SALE moved no money: it is not listed.

    // Through our adapter: the same lines, in the provider's terms.
    const report = await provider().transactionsOn(today);
    expect(report.find((l) => l.xref === refund.xref)).toEqual({
      xref: refund.xref,
      action: 'REFUND_SALE',
      state: 'approved',
      amountPence: 2500,
      transactionUnique: expect.any(String),
      orderRef: 'SW-REPORT',
      parentXref: givenBack.xref,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(report.map((l) => l.xref)).not.toContain(declined.xref);
    await expect(provider().transactionsOn(addDays(today, 1))).resolves.toEqual([]);
  });

  it('runs from London midnight to midnight, in summer time and in winter', async () => {
    // 23:30 UTC on 1 June is 00:30 on 2 June in London (BST); on 1 January, 23:30 (GMT).
    const summer = await recorded('2020-06-01T23:30:00Z', {});
    const summerEve = await recorded('2020-06-01T22:59:59Z', {});
    const winter = await recorded('2020-01-01T23:30:00Z', { amount: 700 });
    const failed = await recorded('2020-06-02T10:00:00Z', {
      action: 'REFUND_SALE',
      state: 'failed',
      parentXref: summer,
      responseCode: RESPONSE_CODE.ACTION_NOT_ALLOWED,
    });
    const xrefsOn = async (date: string) =>
      (await provider().transactionsOn(date)).map((l) => l.xref);
    expect(await xrefsOn('2020-06-02')).toEqual([summer]);
    expect(await xrefsOn('2020-06-01')).toEqual([summerEve]);
    expect(await xrefsOn('2020-01-01')).toEqual([winter]);
    expect(await xrefsOn('2020-01-02')).toEqual([]);
    expect(await xrefsOn('2020-06-02')).not.toContain(failed);
  });

  it('refuses a missing or impossible date, and an unsigned request', async () => {
    expect(await direct({ action: 'REPORT' })).toMatchObject({
      responseCode: String(RESPONSE_CODE.MISSING_FIELD),
      responseMessage: 'MISSING FIELD: date',
    });
    for (const date of ['2026-02-30', '14/06/2026', 'today']) {
      expect(await direct({ action: 'REPORT', date })).toMatchObject({
        responseCode: String(RESPONSE_CODE.INVALID_FIELD),
        responseMessage: 'INVALID FIELD: date',
      });
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/gateway/direct',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeFields({ merchantID: MERCHANT_ID, action: 'REPORT', date: '2026-06-01' }),
    });
    const refused = decodeFields(unsigned.body);
    expect(refused.responseCode).toBe(String(RESPONSE_CODE.INVALID_SIGNATURE));
    expect(refused.transactions).toBeUndefined();
  });
});
