// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnalyticsSink, track, trackOnce } from './analytics';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((off) => off());
  vi.restoreAllMocks();
});

function sink() {
  const fn = vi.fn();
  cleanups.push(registerAnalyticsSink(fn));
  return fn;
}

describe('analytics', () => {
  it('sends an event with its data to every registered sink', () => {
    const a = sink();
    const b = sink();
    track('Purchase', { value: 14700, currency: 'GBP', reference: 'SW123456' });
    expect(a).toHaveBeenCalledExactlyOnceWith('Purchase', {
      value: 14700,
      currency: 'GBP',
      reference: 'SW123456',
    });
    expect(b).toHaveBeenCalledExactlyOnceWith(
      'Purchase',
      expect.objectContaining({ value: 14700 }),
    );
  });

  it('stops sending to a sink once it is unregistered', () => {
    const fn = vi.fn();
    const off = registerAnalyticsSink(fn);
    track('InitiateCheckout', { value: 100 });
    off();
    track('InitiateCheckout', { value: 200 });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('InitiateCheckout', { value: 100 });
  });

  it('keeps going when a sink throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cleanups.push(
      registerAnalyticsSink(() => {
        throw new Error('pixel blocked');
      }),
    );
    const after = sink();
    expect(() => track('Purchase', { value: 1 })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('has no sink of its own in tests (nothing logged to the console)', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    track('Purchase', { value: 1 });
    expect(debug).not.toHaveBeenCalled();
  });

  it('trackOnce reports a key only once per tab session', () => {
    const fn = sink();
    expect(trackOnce('Purchase', { value: 5 }, 'SW000001')).toBe(true);
    expect(trackOnce('Purchase', { value: 5 }, 'SW000001')).toBe(false);
    expect(trackOnce('Purchase', { value: 6 }, 'SW000002')).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn.mock.calls.map((c) => (c[1] as { value: number }).value)).toEqual([5, 6]);
  });
});
