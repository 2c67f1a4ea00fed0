import { describe, expect, it } from 'vitest';
import { depositClaim, holidayClaims } from './claims';

describe('holiday claims', () => {
  it('claims deposits only when a deposit plan is offered', () => {
    expect(depositClaim(true)).toBe('Deposits from £49pp');
    expect(depositClaim(false)).toBe('Pay in full: departure is too soon for a deposit.');
  });

  it('claims ATOL protection only for a holiday with a flight', () => {
    expect(holidayClaims(true, false)).toBe('Deposits from £49pp. ATOL protected.');
    expect(holidayClaims(false, false)).toBe(
      'Pay in full: departure is too soon for a deposit. ATOL protected.',
    );
    expect(holidayClaims(true, true)).toBe(
      'Deposits from £49pp. Not ATOL protected (no flight); your money is held in a trust account.',
    );
    expect(holidayClaims(false, true)).not.toMatch(/ATOL protected\./);
  });
});
