// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { decideScroll, savedPosition, savePosition, type ScrollContext } from './scroll';

const base: ScrollContext = {
  navigationType: 'PUSH',
  pathname: '/deals',
  previousPathname: '/',
  hash: '',
  savedY: undefined,
  resultsY: undefined,
};

describe('scroll rules (docs/spec/1-shell-search-package.md §2)', () => {
  it('stays put when the navigation asks to (a tab switch), but back/forward still restores', () => {
    const tab = {
      ...base,
      navigationType: 'REPLACE' as const,
      pathname: '/account/booking/SW123456/payment',
      previousPathname: '/account/booking/SW123456',
    };
    expect(decideScroll(tab)).toEqual({ kind: 'top' });
    expect(decideScroll({ ...tab, keepScroll: true })).toEqual({ kind: 'none' });
    expect(decideScroll({ ...tab, navigationType: 'POP', savedY: 420, keepScroll: true })).toEqual({
      kind: 'restore',
      y: 420,
      delayMs: 300,
    });
  });

  it('restores a saved position after 300 ms on back/forward', () => {
    expect(decideScroll({ ...base, navigationType: 'POP', savedY: 840 })).toEqual({
      kind: 'restore',
      y: 840,
      delayMs: 300,
    });
  });

  it('restores the results position when coming back from package details', () => {
    expect(
      decideScroll({ ...base, pathname: '/search', previousPathname: '/package', resultsY: 1600 }),
    ).toEqual({
      kind: 'restore',
      y: 1600,
      delayMs: 300,
    });
    // …but not when arriving at results from elsewhere.
    expect(
      decideScroll({ ...base, pathname: '/search', previousPathname: '/', resultsY: 1600 }),
    ).toEqual({ kind: 'top' });
  });

  it('prefers the results position over a back/forward position when coming from a package', () => {
    expect(
      decideScroll({
        ...base,
        navigationType: 'POP',
        pathname: '/search',
        previousPathname: '/package',
        savedY: 275,
        resultsY: 1500,
      }),
    ).toEqual({ kind: 'restore', y: 1500, delayMs: 300 });
  });

  it('scrolls smoothly to a hash target', () => {
    expect(decideScroll({ ...base, hash: '#why-choose' })).toEqual({
      kind: 'hash',
      id: 'why-choose',
    });
  });

  it('otherwise goes to the top, also on back/forward with nothing saved', () => {
    expect(decideScroll(base)).toEqual({ kind: 'top' });
    expect(decideScroll({ ...base, navigationType: 'POP' })).toEqual({ kind: 'top' });
  });

  it('keeps positions per history entry', () => {
    savePosition('a', 120.4);
    savePosition('b', 300);
    expect(savedPosition('a')).toBe(120);
    expect(savedPosition('b')).toBe(300);
    expect(savedPosition('c')).toBeUndefined();
  });
});
