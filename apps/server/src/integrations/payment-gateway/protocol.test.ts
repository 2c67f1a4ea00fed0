import { describe, expect, it } from 'vitest';
import { decodeFields, encodeFields, sign, signed, verify } from './protocol';

const secret = 'test-secret';

describe('Cardstream-style signing', () => {
  it('signs the fields sorted by name, so field order does not matter', () => {
    expect(sign({ b: '2', a: '1' }, secret)).toBe(sign({ a: '1', b: '2' }, secret));
    expect(sign({ a: '1', b: '2' }, secret)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('verifies a signed message and refuses one tampered with, unsigned or signed with another secret', () => {
    const message = signed({ amount: '4900', orderRef: 'SW-1', responseCode: '0' }, secret);
    expect(verify(message, secret)).toBe(true);
    expect(verify({ ...message, amount: '1' }, secret)).toBe(false);
    expect(verify({ amount: '4900', orderRef: 'SW-1', responseCode: '0' }, secret)).toBe(false);
    expect(verify(message, 'another-secret')).toBe(false);
  });

  it('treats CRLF and LF alike, as the protocol normalises line endings', () => {
    expect(sign({ a: 'x\r\ny' }, secret)).toBe(sign({ a: 'x\ny' }, secret));
  });

  it('round-trips form encoding, including bracketed names and spaces', () => {
    const fields = { 'threeDSResponse[cres]': 'abc==', responseMessage: 'AUTHCODE: 123 OK' };
    expect(decodeFields(encodeFields(fields))).toEqual(fields);
  });
});
