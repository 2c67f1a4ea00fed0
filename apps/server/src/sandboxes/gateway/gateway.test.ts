import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPaymentTokens, gatewayTransactions } from './schema';
import { createTestApp } from '../../test/app';
import { createCardstreamProvider } from '../../integrations/payment-gateway/cardstream-provider';
import {
  decodeFields,
  encodeFields,
  RESPONSE_CODE,
  signed,
  verify,
  type Fields,
} from '../../integrations/payment-gateway/protocol';
import { groupCardNumber, luhnValid, TEST_CARDS } from './cards';
import { createGatewayRepository } from './repository';
import { createSandboxGatewayService, type SandboxGatewayService } from './service';

const MERCHANT_ID = '100001';
const SECRET = 'sunward-sandbox-signing-secret';
const REDIRECT_URL = 'http://localhost:3000/api/payment/3ds/callback';

const SETTLEMENT_SECONDS = 3600;

let app: FastifyInstance;
/** The same gateway (same records) an hour and a second later: every SALE made now is settled. */
let later: SandboxGatewayService;
beforeAll(async () => {
  // SALEs settle an hour after approval: until then they can be voided, not refunded.
  app = await createTestApp({ SANDBOX_GATEWAY_SETTLEMENT_SECONDS: String(SETTLEMENT_SECONDS) });
  later = createSandboxGatewayService({
    repo: createGatewayRepository(app.database.db),
    merchantId: MERCHANT_ID,
    secret: SECRET,
    gatewayUrl: 'http://localhost:3000/gateway',
    settlementDelaySeconds: SETTLEMENT_SECONDS,
    now: () => new Date(Date.now() + (SETTLEMENT_SECONDS + 1) * 1000),
  });
});
afterAll(() => app.close());

let counter = 0;
const unique = (label = 'tx') => `${label}-${Date.now()}-${++counter}`;

/** A future expiry (MM/YY) a year ahead. */
const futureExpiry = () => {
  const d = new Date();
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String((d.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
};

const tokenise = (body: object) =>
  app.inject({ method: 'POST', url: '/gateway/hosted/tokens', payload: body });

async function tokenFor(cardNumber: string, cardExpiryDate = futureExpiry()): Promise<string> {
  const res = await tokenise({ cardNumber, cardExpiryDate, cardCVV: '123' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paymentToken;
}

/** Posts fields to the Direct API as a merchant does; checks the answer is signed. */
async function direct(fields: Fields, options: { sign?: boolean } = {}): Promise<Fields> {
  const body = options.sign === false ? fields : signed(fields, SECRET);
  const res = await app.inject({
    method: 'POST',
    url: '/gateway/direct',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encodeFields(body),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  const answer = decodeFields(res.body);
  expect(verify(answer, SECRET), 'the answer is signed with the shared secret').toBe(true);
  return answer;
}

const saleFields = (paymentToken: string, over: Fields = {}): Fields => ({
  merchantID: MERCHANT_ID,
  action: 'SALE',
  type: '1',
  amount: '4999',
  countryCode: '826',
  currencyCode: '826',
  orderRef: 'SW-ORDER-1',
  transactionUnique: unique(),
  paymentToken,
  threeDSRedirectURL: REDIRECT_URL,
  deviceChannel: 'browser',
  deviceIdentity: 'Mozilla/5.0',
  deviceTimeZone: '0',
  deviceAcceptLanguage: 'en-GB',
  deviceScreenResolution: '1920x1080x24',
  remoteAddress: '203.0.113.9',
  ...over,
});

const sale = async (card: string, over: Fields = {}) =>
  direct(saleFields(await tokenFor(card), over));

/** Posts fields to the gateway as it is once today's SALEs have settled. */
async function directLater(fields: Fields): Promise<Fields> {
  const answer = await later.direct(signed(fields, SECRET));
  expect(verify(answer, SECRET), 'the answer is signed with the shared secret').toBe(true);
  return answer;
}

/** Our provider adapter talking to the gateway now (over its routes) or once SALEs settled. */
const adapter = (when: 'now' | 'later') =>
  createCardstreamProvider({
    gatewayUrl: 'http://localhost:3000/gateway',
    merchantId: MERCHANT_ID,
    secret: SECRET,
    transport: async (_url, body) => {
      if (when === 'later') return encodeFields(await later.direct(decodeFields(body)));
      const res = await app.inject({
        method: 'POST',
        url: '/gateway/direct',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
      return res.body;
    },
  });

const refundFields = (xref: string, over: Fields = {}): Fields => ({
  merchantID: MERCHANT_ID,
  action: 'REFUND_SALE',
  xref,
  transactionUnique: unique('refund'),
  ...over,
});

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The auto-posting form of a 3-D Secure page: where it posts and what. */
function autoPostForm(html: string): { action: string; fields: Fields } {
  const action = /<form method="post" action="([^"]+)" data-auto-submit>/.exec(html)?.[1];
  expect(action, html).toBeDefined();
  const fields: Fields = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescapeHtml(m[1])] = unescapeHtml(m[2]);
  }
  return { action: unescapeHtml(action ?? ''), fields };
}

const postForm = (url: string, fields: Fields) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encodeFields(fields),
  });

/** What the shop does when the gateway's page posts back: continue with threeDSRef and response. */
const continueWith = (fields: Fields) => direct({ merchantID: MERCHANT_ID, ...fields });

describe('test cards', () => {
  it('are Luhn-valid and listed, every one, on an accessible page', async () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    const res = await app.inject({ method: 'GET', url: '/gateway/test-cards' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en-GB">');
    expect(res.body).toMatch(/<table>\s*<caption>/);
    expect(res.body).toContain('<th scope="col">Card number</th>');
    for (const card of TEST_CARDS) expect(res.body).toContain(groupCardNumber(card.number));
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });
});

describe('hosted fields', () => {
  it('serves one labelled input per field, with its script as a file and the shop as frame ancestor', async () => {
    const expected = {
      number: ['Card number', 'cc-number'],
      expiry: ['Expiry date (MM/YY)', 'cc-exp'],
      cvv: ['Security code (CVV)', 'cc-csc'],
    };
    for (const [field, [label, autocomplete]] of Object.entries(expected)) {
      const res = await app.inject({
        method: 'GET',
        url: `/gateway/hosted/field?field=${field}&parentOrigin=${encodeURIComponent('https://shop.example')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.match(/<input /g)).toHaveLength(1);
      expect(res.body).toContain(`aria-label="${label}"`);
      expect(res.body).toContain(`autocomplete="${autocomplete}"`);
      expect(res.body).toContain('inputmode="numeric"');
      expect(res.body).toContain('data-parent-origin="https://shop.example"');
      expect(res.body).toContain('<script src="/gateway/assets/hosted-field.js"></script>');
      expect(res.body).toContain('min-height:44px');
      expect(res.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://shop.example",
      );
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('refuses an unknown field or a parentOrigin that is not an origin', async () => {
    const bad = [
      '/gateway/hosted/field?field=name&parentOrigin=https://shop.example',
      '/gateway/hosted/field?field=number&parentOrigin=https://shop.example/path',
      '/gateway/hosted/field?field=number&parentOrigin=javascript:alert(1)',
      '/gateway/hosted/field?field=number',
    ];
    for (const url of bad) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('serves its scripts as JavaScript files', async () => {
    for (const name of ['hosted-field.js', 'three-ds.js']) {
      const res = await app.inject({ method: 'GET', url: `/gateway/assets/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    }
    expect((await app.inject({ method: 'GET', url: '/gateway/assets/nope.js' })).statusCode).toBe(
      404,
    );
  });

  it('tokenises a valid card, keeping only its last four digits', async () => {
    const res = await tokenise({
      cardNumber: '4444 3333 2222 1111',
      cardExpiryDate: futureExpiry(),
      cardCVV: '123',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cardNumberMask).toBe('444433******1111');
    expect(body.paymentToken).toMatch(/^tok_[A-Za-z0-9_-]{32}$/);
    const [row] = await app.database.db
      .select()
      .from(gatewayPaymentTokens)
      .where(eq(gatewayPaymentTokens.token, body.paymentToken));
    expect(row).toMatchObject({ cardLastFour: '1111', outcome: 'approved', usedAt: null });
    expect(JSON.stringify(row)).not.toContain('4444333322221111');
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('refuses a number failing Luhn, a bad month and a bad security code', async () => {
    const res = await tokenise({
      cardNumber: '4444333322221112',
      cardExpiryDate: '13/30',
      cardCVV: '12a',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: {
        number: 'Enter a valid card number',
        expiry: 'Enter a valid expiry date',
        cvv: 'Enter a valid security code',
      },
    });
    const short = await tokenise({
      cardNumber: '42424242424',
      cardExpiryDate: '1230',
      cardCVV: '12',
    });
    expect(Object.keys(short.json().errors).sort()).toEqual(['cvv', 'expiry', 'number']);
    const empty = await tokenise({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toHaveLength(3);
  });

  it('tokenises a past expiry date, which the SALE then answers 54 for', async () => {
    const res = await tokenise({
      cardNumber: '4444333322221111',
      cardExpiryDate: '01/20',
      cardCVV: '1234',
    });
    expect(res.statusCode).toBe(200);
    const answer = await direct(saleFields(res.json().paymentToken));
    expect(answer.responseCode).toBe(String(RESPONSE_CODE.EXPIRED_CARD));
    expect(answer.responseMessage).toBe('CARD EXPIRED');
  });
});

describe('Direct SALE', () => {
  it('approves the approved cards with an answer that echoes the request', async () => {
    for (const card of ['4444333322221111', '5555555555554444', '4242424242424242']) {
      const fields = saleFields(await tokenFor(card));
      const answer = await direct(fields);
      expect(answer).toMatchObject({
        responseCode: '0',
        responseMessage: 'AUTHCODE: 123456',
        action: 'SALE',
        amount: '4999',
        currencyCode: '826',
        orderRef: 'SW-ORDER-1',
        transactionUnique: fields.transactionUnique,
      });
      expect(answer.xref).toMatch(/^\d{8}[0-9A-Z]{15}$/);
      expect(answer.transactionID).toMatch(/^\d+$/);
      const [row] = await app.database.db
        .select()
        .from(gatewayTransactions)
        .where(eq(gatewayTransactions.xref, answer.xref));
      expect(row).toMatchObject({ state: 'approved', cardLastFour: card.slice(-4), amount: 4999 });
    }
  });

  it('answers the decline cards with their codes', async () => {
    const cases = [
      ['4000000000000002', RESPONSE_CODE.DECLINED, 'CARD DECLINED'],
      ['4000000000009995', RESPONSE_CODE.INSUFFICIENT_FUNDS, 'INSUFFICIENT FUNDS'],
      ['4000000000000069', RESPONSE_CODE.EXPIRED_CARD, 'CARD EXPIRED'],
      ['4000000000000119', RESPONSE_CODE.PROCESSING_ERROR, 'PROCESSING ERROR'],
    ] as const;
    for (const [card, code, message] of cases) {
      const answer = await sale(card);
      expect(answer.responseCode, card).toBe(String(code));
      expect(answer.responseMessage).toBe(message);
    }
  });

  it('takes a token once only', async () => {
    const token = await tokenFor('4444333322221111');
    expect((await direct(saleFields(token))).responseCode).toBe('0');
    const again = await direct(saleFields(token));
    expect(again.responseCode).toBe(String(RESPONSE_CODE.INVALID_FIELD));
    expect(again.responseMessage).toBe('INVALID FIELD: paymentToken');
    const unknown = await direct(saleFields('tok_not-a-token'));
    expect(unknown.responseMessage).toBe('INVALID FIELD: paymentToken');
  });

  it('refuses a duplicate within duplicateDelay and leaves the first SALE alone', async () => {
    const transactionUnique = unique('dup');
    const first = await sale('4444333322221111', { transactionUnique });
    expect(first.responseCode).toBe('0');
    const second = await sale('4444333322221111', { transactionUnique, amount: '100' });
    expect(second.responseCode).toBe(String(RESPONSE_CODE.DUPLICATE));
    expect(second.responseMessage).toBe('DUPLICATE TRANSACTION');
    expect(second.xref).not.toBe(first.xref);
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', transactionUnique });
    expect(query).toMatchObject({
      responseCode: '0',
      xref: first.xref,
      amount: '4999',
      state: 'approved',
    });
    // A duplicateDelay of 0 checks no window at all.
    expect(
      (await sale('4444333322221111', { transactionUnique, duplicateDelay: '0' })).responseCode,
    ).toBe('0');
  });

  it('lets a declined SALE be retried with the same transactionUnique', async () => {
    const transactionUnique = unique('retry');
    expect((await sale('4000000000000002', { transactionUnique })).responseCode).toBe('5');
    expect((await sale('4444333322221111', { transactionUnique })).responseCode).toBe('0');
  });

  it('names a missing or invalid field', async () => {
    const token = await tokenFor('4444333322221111');
    const withoutOrderRef = saleFields(token);
    delete withoutOrderRef.orderRef;
    const missing = await direct(withoutOrderRef);
    expect(missing).toMatchObject({
      responseCode: String(RESPONSE_CODE.MISSING_FIELD),
      responseMessage: 'MISSING FIELD: orderRef',
    });
    const invalid = [
      [{ amount: '0' }, 'amount'],
      [{ amount: '12.50' }, 'amount'],
      [{ currencyCode: '978' }, 'currencyCode'],
      [{ countryCode: '840' }, 'countryCode'],
      [{ type: '2' }, 'type'],
      [{ threeDSRedirectURL: 'javascript:alert(1)' }, 'threeDSRedirectURL'],
      [{ merchantID: '999' }, 'merchantID'],
      [{ action: 'PREAUTH' }, 'action'],
    ] as const;
    for (const [over, name] of invalid) {
      const answer = await direct(saleFields(token, over));
      expect(answer.responseCode, name).toBe(String(RESPONSE_CODE.INVALID_FIELD));
      expect(answer.responseMessage).toBe(`INVALID FIELD: ${name}`);
    }
    // None of those used the token.
    expect((await direct(saleFields(token))).responseCode).toBe('0');
  });

  it('refuses an unsigned or badly signed request, and its answers can be checked', async () => {
    const token = await tokenFor('4444333322221111');
    const unsigned = await direct(saleFields(token), { sign: false });
    expect(unsigned).toMatchObject({
      responseCode: String(RESPONSE_CODE.INVALID_SIGNATURE),
      responseMessage: 'INVALID SIGNATURE',
    });
    const tampered = { ...signed(saleFields(token), SECRET), amount: '1' };
    expect((await direct(tampered, { sign: false })).responseCode).toBe(
      String(RESPONSE_CODE.INVALID_SIGNATURE),
    );
    const otherSecret = signed(saleFields(token), 'another-secret-of-16');
    expect((await direct(otherSecret, { sign: false })).responseCode).toBe('65560');

    const answer = await direct(saleFields(token));
    expect(answer.responseCode).toBe('0');
    // A merchant detects an answer altered on the way.
    expect(verify({ ...answer, responseCode: '0', amount: '1' }, SECRET)).toBe(false);
    expect(verify({ ...answer, responseMessage: 'x' }, SECRET)).toBe(false);
  });
});

describe('3-D Secure', () => {
  it('frictionless: 65802, the method page posts back, the continuation approves (idempotently)', async () => {
    const first = await sale('4000000000001000');
    expect(first).toMatchObject({
      responseCode: String(RESPONSE_CODE.THREE_DS_REQUIRED),
      responseMessage: '3DS AUTHENTICATION REQUIRED',
      threeDSURL: 'http://localhost:3000/gateway/3ds/method',
    });
    expect(first.threeDSRef).toBeTruthy();
    const methodData = first['threeDSRequest[threeDSMethodData]'];
    expect(JSON.parse(Buffer.from(methodData, 'base64url').toString())).toMatchObject({
      threeDSRef: first.threeDSRef,
    });

    const page = await postForm('/gateway/3ds/method', { threeDSMethodData: methodData });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/gateway/assets/three-ds.js"></script>');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:3000",
    );
    const form = autoPostForm(page.body);
    expect(form.action).toBe(REDIRECT_URL);
    expect(form.fields.threeDSRef).toBe(first.threeDSRef);
    expect(form.fields['threeDSResponse[threeDSMethodData]']).toBeTruthy();

    const done = await continueWith(form.fields);
    expect(done).toMatchObject({
      responseCode: '0',
      responseMessage: 'AUTHCODE: 123456',
      xref: first.xref,
      transactionUnique: first.transactionUnique,
      amount: '4999',
      action: 'SALE',
    });
    const replay = await continueWith(form.fields);
    expect(replay).toMatchObject({ responseCode: '0', xref: first.xref });
  });

  it('challenge approved: the bank page, Approve, the cres posted back, then approved', async () => {
    const first = await sale('4000000000001091', { amount: '123456' });
    expect(first.responseCode).toBe('65802');
    expect(first.threeDSURL).toBe('http://localhost:3000/gateway/3ds/challenge');
    const creq = first['threeDSRequest[creq]'];

    const challenge = await postForm('/gateway/3ds/challenge', { creq });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Sunward Test Bank – Verify your payment');
    expect(challenge.body).toContain('£1,234.56');
    expect(challenge.body).toContain('Ending 1091');
    expect(challenge.body).toContain(
      '<form method="post" action="/gateway/3ds/challenge/complete">',
    );
    expect(challenge.body).toMatch(
      /<button type="submit" name="decision" value="approve"[^>]*>Approve</,
    );
    expect(challenge.body).toMatch(
      /<button type="submit" name="decision" value="fail"[^>]*>Fail authentication</,
    );
    expect(challenge.body).not.toMatch(/<script|onclick=/);

    // Before the shopper decides, a made-up response cannot finish it.
    const early = await continueWith({
      threeDSRef: first.threeDSRef,
      'threeDSResponse[cres]': 'eyJub3QiOiJ2YWxpZCJ9',
    });
    expect(early.responseMessage).toBe('INVALID FIELD: threeDSResponse[cres]');

    const complete = await postForm('/gateway/3ds/challenge/complete', {
      creq,
      decision: 'approve',
    });
    expect(complete.statusCode).toBe(200);
    const form = autoPostForm(complete.body);
    expect(form.action).toBe(REDIRECT_URL);
    expect(form.fields.threeDSRef).toBe(first.threeDSRef);

    const done = await continueWith(form.fields);
    expect(done).toMatchObject({ responseCode: '0', xref: first.xref, amount: '123456' });
    expect((await continueWith(form.fields)).responseCode).toBe('0');
  });

  it('challenge failed: 65803 on the same xref, and the first decision stands', async () => {
    const first = await sale('4000000000001091');
    const creq = first['threeDSRequest[creq]'];
    const failed = autoPostForm(
      (await postForm('/gateway/3ds/challenge/complete', { creq, decision: 'fail' })).body,
    );
    // Back button, then Approve: the bank keeps the first answer.
    const second = autoPostForm(
      (await postForm('/gateway/3ds/challenge/complete', { creq, decision: 'approve' })).body,
    );
    expect(second.fields['threeDSResponse[cres]']).toBe(failed.fields['threeDSResponse[cres]']);

    const done = await continueWith(failed.fields);
    expect(done).toMatchObject({
      responseCode: String(RESPONSE_CODE.THREE_DS_FAILED),
      responseMessage: '3DS AUTHENTICATION FAILED',
      xref: first.xref,
    });
    expect((await continueWith(failed.fields)).responseCode).toBe('65803');
    // The challenge page, asked again, goes straight back with the same result.
    const again = await postForm('/gateway/3ds/challenge', { creq });
    expect(autoPostForm(again.body).fields['threeDSResponse[cres]']).toBe(
      failed.fields['threeDSResponse[cres]'],
    );
  });

  it('refuses a response belonging to another transaction, a tampered one, or none', async () => {
    const a = await sale('4000000000001000');
    const b = await sale('4000000000001000');
    const formA = autoPostForm(
      (
        await postForm('/gateway/3ds/method', {
          threeDSMethodData: a['threeDSRequest[threeDSMethodData]'],
        })
      ).body,
    );
    const crossed = await continueWith({
      threeDSRef: b.threeDSRef,
      'threeDSResponse[threeDSMethodData]': formA.fields['threeDSResponse[threeDSMethodData]'],
    });
    expect(crossed.responseMessage).toBe('INVALID FIELD: threeDSResponse[threeDSMethodData]');

    const proof = JSON.parse(
      Buffer.from(formA.fields['threeDSResponse[threeDSMethodData]'], 'base64url').toString(),
    );
    const forged = Buffer.from(JSON.stringify({ ...proof, threeDSRef: b.threeDSRef })).toString(
      'base64url',
    );
    const tampered = await continueWith({
      threeDSRef: b.threeDSRef,
      'threeDSResponse[threeDSMethodData]': forged,
    });
    expect(tampered.responseCode).toBe(String(RESPONSE_CODE.INVALID_FIELD));

    const none = await continueWith({ threeDSRef: b.threeDSRef });
    expect(none.responseMessage).toBe('MISSING FIELD: threeDSResponse');
    const unknown = await continueWith({
      threeDSRef: 'nope',
      'threeDSResponse[threeDSMethodData]': formA.fields['threeDSResponse[threeDSMethodData]'],
    });
    expect(unknown.responseMessage).toBe('INVALID FIELD: threeDSRef');

    // B is untouched and still completes with its own response.
    const formB = autoPostForm(
      (
        await postForm('/gateway/3ds/method', {
          threeDSMethodData: b['threeDSRequest[threeDSMethodData]'],
        })
      ).body,
    );
    expect((await continueWith(formB.fields)).responseCode).toBe('0');
  });

  it('counts a SALE awaiting 3-D Secure as a duplicate', async () => {
    const transactionUnique = unique('3ds-dup');
    const first = await sale('4000000000001091', { transactionUnique });
    expect(first.responseCode).toBe('65802');
    expect((await sale('4444333322221111', { transactionUnique })).responseCode).toBe('65554');
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', transactionUnique });
    expect(query).toMatchObject({
      responseCode: '65802',
      state: 'awaiting_3ds',
      xref: first.xref,
      threeDSRef: first.threeDSRef,
      threeDSURL: first.threeDSURL,
    });
  });

  it('shows a plain error page for a forged or missing 3-D Secure request', async () => {
    for (const [url, fields] of [
      ['/gateway/3ds/method', { threeDSMethodData: 'bm90LXZhbGlk' }],
      ['/gateway/3ds/challenge', {}],
      ['/gateway/3ds/challenge/complete', { creq: 'x', decision: 'approve' }],
    ] as const) {
      const res = await postForm(url, fields);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('Verification not possible');
    }
  });
});

describe('QUERY, REFUND_SALE and CANCEL', () => {
  it('finds the latest SALE of a transactionUnique, or answers 65558', async () => {
    const first = await sale('4444333322221111');
    const byUnique = await direct({
      merchantID: MERCHANT_ID,
      action: 'QUERY',
      transactionUnique: first.transactionUnique,
    });
    expect(byUnique).toMatchObject({
      responseCode: '0',
      responseMessage: 'AUTHCODE: 123456',
      action: 'QUERY',
      xref: first.xref,
      transactionID: first.transactionID,
      state: 'approved',
    });
    const byXref = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', xref: first.xref });
    expect(byXref.transactionUnique).toBe(first.transactionUnique);
    const none = await direct({
      merchantID: MERCHANT_ID,
      action: 'QUERY',
      transactionUnique: 'never-sent',
    });
    expect(none).toMatchObject({
      responseCode: String(RESPONSE_CODE.TRANSACTION_NOT_FOUND),
      responseMessage: 'TRANSACTION NOT FOUND',
    });
    const neither = await direct({ merchantID: MERCHANT_ID, action: 'QUERY' });
    expect(neither.responseCode).toBe('66048');
  });

  it('refunds a settled SALE only, in parts, never beyond its amount', async () => {
    const original = await sale('4444333322221111');
    // Not settled yet: it can be voided, not refunded.
    const unsettled = await direct(refundFields(original.xref, { amount: '1000' }));
    expect(unsettled).toMatchObject({
      responseCode: String(RESPONSE_CODE.ACTION_NOT_ALLOWED),
      responseMessage: 'TRANSACTION NOT SETTLED',
    });

    const tooMuch = await directLater(refundFields(original.xref, { amount: '5000' }));
    expect(tooMuch.responseMessage).toBe('INVALID FIELD: amount');
    const first = await directLater(refundFields(original.xref, { amount: '2000' }));
    expect(first).toMatchObject({
      responseCode: '0',
      action: 'REFUND_SALE',
      amount: '2000',
      parentXref: original.xref,
    });
    expect(first.xref).not.toBe(original.xref);
    // Partly refunded, the SALE is still approved: 2999 of it is kept.
    const partly = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', xref: original.xref });
    expect(partly).toMatchObject({ responseCode: '0', state: 'approved', amount: '4999' });
    const second = await directLater(refundFields(original.xref, { amount: '2000' }));
    expect(second).toMatchObject({ responseCode: '0', amount: '2000' });
    expect(second.xref).not.toBe(first.xref);
    // 999 is left: 1000 more is refused, and changes nothing.
    const over = await directLater(refundFields(original.xref, { amount: '1000' }));
    expect(over).toMatchObject({
      responseCode: String(RESPONSE_CODE.INVALID_FIELD),
      responseMessage: 'INVALID FIELD: amount',
    });
    // No amount: what is left. The SALE is then refunded in full.
    const rest = await directLater(refundFields(original.xref));
    expect(rest).toMatchObject({ responseCode: '0', amount: '999' });
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', xref: original.xref });
    expect(query.state).toBe('refunded');
    await expect(adapter('now').query(original.transactionUnique)).resolves.toEqual({
      status: 'reversed',
      xref: original.xref,
      reversal: 'refunded',
    });
    const approvedRefunds = await app.database.db
      .select({ amount: gatewayTransactions.amount })
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.parentXref, original.xref));
    expect(approvedRefunds.map((r) => r.amount).sort()).toEqual(
      [5000, 1000, 1000, 2000, 2000, 999].sort(),
    );

    const twice = await directLater(refundFields(original.xref));
    expect(twice.responseMessage).toBe('INVALID FIELD: xref');
    const unknown = await directLater(refundFields('nope'));
    expect(unknown.responseCode).toBe('65558');
  });

  it('cancels an approved SALE only', async () => {
    const original = await sale('4444333322221111');
    const cancel = await direct({
      merchantID: MERCHANT_ID,
      action: 'CANCEL',
      xref: original.xref,
    });
    expect(cancel).toMatchObject({
      responseCode: '0',
      action: 'CANCEL',
      parentXref: original.xref,
    });
    expect(cancel.xref).not.toBe(original.xref);
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', xref: original.xref });
    expect(query.state).toBe('cancelled');
    const again = await direct({ merchantID: MERCHANT_ID, action: 'CANCEL', xref: original.xref });
    expect(again.responseMessage).toBe('INVALID FIELD: xref');
    const declined = await sale('4000000000000002');
    const notApproved = await direct({
      merchantID: MERCHANT_ID,
      action: 'CANCEL',
      xref: declined.xref,
    });
    expect(notApproved.responseMessage).toBe('INVALID FIELD: xref');
    const missing = await direct({ merchantID: MERCHANT_ID, action: 'CANCEL' });
    expect(missing.responseMessage).toBe('MISSING FIELD: xref');
  });

  it('voids an unsettled SALE, and refuses to void a settled one', async () => {
    const unsettled = await sale('4444333322221111');
    const voided = await adapter('now').cancel({
      xref: unsettled.xref,
      transactionUnique: `${unsettled.transactionUnique}-V`,
    });
    expect(voided).toMatchObject({ status: 'approved', amountPence: 4999 });
    await expect(adapter('now').query(unsettled.transactionUnique)).resolves.toEqual({
      status: 'reversed',
      xref: unsettled.xref,
      reversal: 'voided',
    });
    // Voided, it can no longer be refunded either.
    expect((await directLater(refundFields(unsettled.xref))).responseMessage).toBe(
      'INVALID FIELD: xref',
    );

    const settled = await sale('4444333322221111');
    const refused = await directLater({
      merchantID: MERCHANT_ID,
      action: 'CANCEL',
      xref: settled.xref,
      transactionUnique: unique('void'),
    });
    expect(refused).toMatchObject({
      responseCode: String(RESPONSE_CODE.ACTION_NOT_ALLOWED),
      responseMessage: 'TRANSACTION ALREADY SETTLED',
      parentXref: settled.xref,
    });
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', xref: settled.xref });
    expect(query).toMatchObject({ responseCode: '0', state: 'approved' });
    // What a give-back does then: the void refused, the whole amount refunded.
    await expect(
      adapter('later').refund({
        xref: settled.xref,
        amountPence: 4999,
        transactionUnique: `${settled.transactionUnique}-R`,
      }),
    ).resolves.toMatchObject({ status: 'approved', amountPence: 4999 });
  });

  it('refuses a REFUND_SALE or CANCEL whose transactionUnique is taken, changing nothing', async () => {
    const original = await sale('4444333322221111');
    const transactionUnique = unique('refund');
    const first = await directLater(
      refundFields(original.xref, { amount: '1000', transactionUnique }),
    );
    expect(first.responseCode).toBe('0');
    const again = await directLater(
      refundFields(original.xref, { amount: '1000', transactionUnique }),
    );
    expect(again).toMatchObject({
      responseCode: String(RESPONSE_CODE.DUPLICATE),
      responseMessage: 'DUPLICATE TRANSACTION',
    });
    const refunds = await app.database.db
      .select()
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.parentXref, original.xref));
    expect(refunds).toHaveLength(1);
    // The same unique once the duplicate window has passed is a new refund.
    const afterWindow = await directLater(
      refundFields(original.xref, { amount: '1000', transactionUnique, duplicateDelay: '0' }),
    );
    expect(afterWindow.responseCode).toBe('0');

    const unsettled = await sale('4444333322221111');
    const voidUnique = unique('void');
    const cancel = { merchantID: MERCHANT_ID, action: 'CANCEL', xref: unsettled.xref };
    expect((await direct({ ...cancel, transactionUnique: voidUnique })).responseCode).toBe('0');
    expect(await direct({ ...cancel, transactionUnique: voidUnique })).toMatchObject({
      responseCode: String(RESPONSE_CODE.DUPLICATE),
      responseMessage: 'DUPLICATE TRANSACTION',
    });
  });

  it("answers a QUERY of a refund's transactionUnique with the refund, approved or refused", async () => {
    const original = await sale('4444333322221111');
    const transactionUnique = unique('refund');
    const refund = await directLater(
      refundFields(original.xref, { amount: '1500', transactionUnique }),
    );
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', transactionUnique });
    expect(query).toMatchObject({
      responseCode: '0',
      xref: refund.xref,
      amount: '1500',
      state: 'approved',
      parentXref: original.xref,
    });
    // What a caller who lost the refund's answer hears from our adapter.
    await expect(adapter('now').query(transactionUnique)).resolves.toEqual({
      status: 'approved',
      xref: refund.xref,
      amountPence: 1500,
      message: 'SUCCESS',
    });

    const refusedUnique = unique('refund');
    const unsettled = await sale('4444333322221111');
    const refused = await direct(
      refundFields(unsettled.xref, { transactionUnique: refusedUnique }),
    );
    await expect(adapter('now').query(refusedUnique)).resolves.toEqual({
      status: 'failed',
      xref: refused.xref,
      code: RESPONSE_CODE.ACTION_NOT_ALLOWED,
      message: 'TRANSACTION NOT SETTLED',
    });
    // The SALE's own unique still finds the SALE.
    await expect(adapter('now').query(unsettled.transactionUnique)).resolves.toMatchObject({
      status: 'approved',
      xref: unsettled.xref,
      amountPence: 4999,
    });
  });

  it('never refunds more than the SALE when refunds race', async () => {
    const original = await sale('4444333322221111', { amount: '5000' });
    const answers = await Promise.all([
      directLater(refundFields(original.xref, { amount: '3000' })),
      directLater(refundFields(original.xref, { amount: '3000' })),
    ]);
    expect(answers.map((a) => a.responseCode).sort()).toEqual(
      ['0', String(RESPONSE_CODE.INVALID_FIELD)].sort(),
    );
    const approved = await app.database.db
      .select({ amount: gatewayTransactions.amount })
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.parentXref, original.xref));
    expect(approved).toHaveLength(2);
    const query = await direct({ merchantID: MERCHANT_ID, action: 'QUERY', xref: original.xref });
    expect(query.state).toBe('approved');
    const rest = await directLater(refundFields(original.xref));
    expect(rest).toMatchObject({ responseCode: '0', amount: '2000' });
  });
});

describe('isolation from the API', () => {
  it('keeps its form parser to /gateway and its routes out of the OpenAPI document', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=x',
    });
    expect(res.statusCode).toBe(415);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths).some((p) => p.startsWith('/gateway'))).toBe(false);
  });

  it('is not mounted when SANDBOX_GATEWAY is off', async () => {
    const off = await createTestApp({ SANDBOX_GATEWAY: 'false' });
    try {
      const res = await off.inject({
        method: 'POST',
        url: '/gateway/direct',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'merchantID=100001',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
