import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';
import { encodeFields, signed } from '../../integrations/payment-gateway/protocol';
import { hostedFieldPage, type HostedField } from './pages';

/**
 * Runs the real hosted-field.js, once per field, each in its own context with a minimal stand-in
 * for its frame (no browser here): the parent page records what the frames post, and the number
 * frame's fetch goes to the real token endpoint.
 */

const PARENT_ORIGIN = 'https://shop.example';
const SECRET = 'sunward-sandbox-signing-secret';
const source = readFileSync(new URL('./assets/hosted-field.js', import.meta.url), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

class FakeTarget {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

class FakeInput extends FakeTarget {
  value = '';
  selectionStart: number | null = null;
  focused = false;
  readonly attributes = new Map<string, string>();
  constructor(readonly dataset: Record<string, string>) {
    super();
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  setSelectionRange(start: number) {
    this.selectionStart = start;
  }
  focus() {
    this.focused = true;
  }
}

interface Posted {
  message: Record<string, unknown>;
  targetOrigin: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A parent page with the three hosted-field frames, named as the checkout names them. */
function mountCardForm() {
  const posted: Posted[] = [];
  const fetchCalls: string[] = [];
  const frames: FakeFrame[] = [];
  const parent = {
    frames,
    postMessage(message: Record<string, unknown>, targetOrigin: string) {
      posted.push({ message, targetOrigin });
    },
  };
  type FakeFrame = FakeTarget & { name: string; parent: typeof parent; input: FakeInput };

  const fetchToGateway = async (
    url: string,
    init: { headers: Record<string, string>; body: string },
  ) => {
    fetchCalls.push(url);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: init.headers,
      payload: init.body,
    });
    return { ok: res.statusCode < 300, status: res.statusCode, json: async () => res.json() };
  };

  const mount = (field: HostedField): FakeFrame => {
    const html = hostedFieldPage({
      field,
      parentOrigin: PARENT_ORIGIN,
      tokensUrl: '/gateway/hosted/tokens',
      scriptUrl: '/gateway/assets/hosted-field.js',
    });
    const dataset: Record<string, string> = {};
    for (const m of html.matchAll(/data-([a-z-]+)="([^"]*)"/g)) {
      const key = m[1].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      dataset[key] = m[2];
    }
    const input = new FakeInput(dataset);
    const frame = Object.assign(new FakeTarget(), {
      name: `sunward-card-${field}`,
      parent,
      input,
    });
    const document = {
      getElementById: (id: string) => (id === 'hosted-input' ? input : null),
      get activeElement() {
        return input.focused ? input : null;
      },
    };
    vm.runInContext(
      source,
      vm.createContext({
        window: frame,
        document,
        HTMLInputElement: FakeInput,
        fetch: fetchToGateway,
      }),
    );
    frames.push(frame);
    return frame;
  };

  const number = mount('number');
  const expiry = mount('expiry');
  const cvv = mount('cvv');
  return { parent, posted, fetchCalls, number, expiry, cvv };
}

const type = (frame: { input: FakeInput }, text: string) => {
  frame.input.focused = true;
  for (const ch of text) {
    frame.input.value += ch;
    frame.input.selectionStart = frame.input.value.length;
    frame.input.dispatch('input');
  }
};

const lastChange = (posted: Posted[], field: string) =>
  posted.filter((p) => p.message.type === 'change' && p.message.field === field).at(-1)?.message;

describe('hosted-field.js', () => {
  it('says ready to the parent origin only, once per field', () => {
    const { posted } = mountCardForm();
    expect(posted.map((p) => p.message)).toEqual([
      { source: 'sunward-gateway', type: 'ready', field: 'number' },
      { source: 'sunward-gateway', type: 'ready', field: 'expiry' },
      { source: 'sunward-gateway', type: 'ready', field: 'cvv' },
    ]);
    expect(posted.every((p) => p.targetOrigin === PARENT_ORIGIN)).toBe(true);
  });

  it('formats as typed and reports completeness, with errors once the shopper leaves a field', () => {
    const { posted, number, expiry, cvv } = mountCardForm();
    type(number, '4444333322221112');
    expect(number.input.value).toBe('4444 3333 2222 1112');
    expect(lastChange(posted, 'number')).toMatchObject({ complete: false, empty: false });
    expect(lastChange(posted, 'number')).not.toHaveProperty('error');
    number.input.dispatch('blur');
    expect(lastChange(posted, 'number')).toMatchObject({ error: 'Enter a valid card number' });
    expect(number.input.attributes.get('aria-invalid')).toBe('true');
    number.input.value = '4444 3333 2222 111';
    type(number, '1');
    expect(lastChange(posted, 'number')).toEqual({
      source: 'sunward-gateway',
      type: 'change',
      field: 'number',
      complete: true,
      empty: false,
    });
    expect(number.input.attributes.has('aria-invalid')).toBe(false);

    type(expiry, '4');
    expect(expiry.input.value).toBe('04');
    type(expiry, '30');
    expect(expiry.input.value).toBe('04/30');
    expect(lastChange(posted, 'expiry')).toMatchObject({ complete: true });

    type(cvv, '12345');
    expect(cvv.input.value).toBe('1234');
    expect(lastChange(posted, 'cvv')).toMatchObject({ complete: true });
  });

  it('asks the parent to submit on Enter', () => {
    const { posted, cvv } = mountCardForm();
    let prevented = false;
    cvv.input.dispatch('keydown', { key: 'Enter', preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(posted.at(-1)?.message).toEqual({
      source: 'sunward-gateway',
      type: 'submit',
      field: 'cvv',
    });
  });

  it('tokenises on request from the parent, and the token pays', async () => {
    const { parent, posted, fetchCalls, number, expiry, cvv } = mountCardForm();
    type(number, '4444333322221111');
    type(expiry, '1230');
    type(cvv, '123');

    // From another origin, or not from the parent: ignored.
    number.dispatch('message', {
      origin: 'https://evil.example',
      source: parent,
      data: { source: 'sunward-checkout', type: 'tokenise' },
    });
    number.dispatch('message', {
      origin: PARENT_ORIGIN,
      source: {},
      data: { source: 'sunward-checkout', type: 'tokenise' },
    });
    // Only the number frame tokenises.
    expiry.dispatch('message', {
      origin: PARENT_ORIGIN,
      source: parent,
      data: { source: 'sunward-checkout', type: 'tokenise' },
    });
    expect(fetchCalls).toHaveLength(0);

    number.dispatch('message', {
      origin: PARENT_ORIGIN,
      source: parent,
      data: { source: 'sunward-checkout', type: 'tokenise' },
    });
    // A field's 'change' message may still arrive after the token on a busy machine: the token is
    // found among the messages, and there is exactly one.
    const tokens = () => posted.filter((p) => p.message.type === 'token');
    // The token request crosses an HTTP round trip: a busy machine may take seconds.
    await vi.waitFor(() => expect(tokens()).toHaveLength(1), { timeout: 15_000 });
    const token = tokens()[0].message;
    expect(token).toMatchObject({ source: 'sunward-gateway', cardNumberMask: '444433******1111' });
    expect(fetchCalls).toEqual(['/gateway/hosted/tokens']);

    const sale = signed(
      {
        merchantID: '100001',
        action: 'SALE',
        type: '1',
        amount: '100',
        countryCode: '826',
        currencyCode: '826',
        orderRef: 'SW-HOSTED',
        transactionUnique: `hosted-${Date.now()}`,
        paymentToken: String(token.paymentToken),
        threeDSRedirectURL: 'http://localhost:3000/api/payment/3ds/callback',
      },
      SECRET,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/gateway/direct',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeFields(sale),
    });
    expect(new URLSearchParams(res.body).get('responseCode')).toBe('0');
  });

  it('answers tokenError without a request when a field is invalid, and shows its error', async () => {
    const { parent, posted, fetchCalls, number, expiry, cvv } = mountCardForm();
    type(number, '4444333322221111');
    type(expiry, '1330');
    number.dispatch('message', {
      origin: PARENT_ORIGIN,
      source: parent,
      data: { source: 'sunward-checkout', type: 'tokenise' },
    });
    await vi.waitFor(() => expect(posted.at(-1)?.message.type).toBe('tokenError'), {
      timeout: 15_000,
    });
    expect(posted.at(-1)?.message).toEqual({
      source: 'sunward-gateway',
      type: 'tokenError',
      errors: { expiry: 'Enter a valid expiry date', cvv: 'Enter a valid security code' },
    });
    expect(fetchCalls).toHaveLength(0);
    expect(lastChange(posted, 'expiry')).toMatchObject({ error: 'Enter a valid expiry date' });
    expect(cvv.input.attributes.get('aria-invalid')).toBeUndefined();
    expect(lastChange(posted, 'cvv')).toMatchObject({ complete: false, empty: true });
  });

  it('focuses a field when the parent asks', () => {
    const { parent, cvv } = mountCardForm();
    cvv.input.focused = false;
    cvv.dispatch('message', {
      origin: PARENT_ORIGIN,
      source: parent,
      data: { source: 'sunward-checkout', type: 'focus' },
    });
    expect(cvv.input.focused).toBe(true);
  });
});
