import { describe, expect, it } from 'vitest';
import { HOME_CONTENT_RETRIES, homeContentQuery, homeContentRetryDelay } from './home-content';

describe('home content load retries (docs/spec/1-shell-search-package.md §4, §9)', () => {
  it('retries 3 times', () => {
    expect(HOME_CONTENT_RETRIES).toBe(3);
    expect(homeContentQuery.retry).toBe(3);
    expect(homeContentQuery.retryDelay).toBe(homeContentRetryDelay);
  });

  it('waits 2 s, doubling each time, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4].map(homeContentRetryDelay)).toEqual([2000, 4000, 8000, 10000, 10000]);
  });
});
