import { describe, expect, it } from 'vitest';
import { baggageBadge } from './baggage';

describe('baggage badge by airline code (docs/spec/1-shell-search-package.md Holiday card)', () => {
  it.each([
    ['XQE', 20],
    ['XQC', 20],
    ['SUNEXPRESS', 20],
    ['NOP', 23],
    ['AIM', 20],
    ['AMF', 20],
    ['FHO', 20],
  ])('%s includes %i kg', (code, kg) => {
    expect(baggageBadge(code)).toEqual({
      kg,
      text: `${kg}kg bags included as standard`,
      short: `${kg}kg included`,
    });
  });

  it('words Norwegian Air Plus exactly', () => {
    expect(baggageBadge('NOP')?.text).toBe('23kg bags included as standard');
    expect(baggageBadge('NOP')?.short).toBe('23kg included');
  });

  it('shows no badge for unknown or missing codes', () => {
    for (const code of [
      'FR',
      'LS',
      'U2',
      'BA',
      'XQ',
      'toString',
      'constructor',
      '',
      null,
      undefined,
    ]) {
      expect(baggageBadge(code)).toBeNull();
    }
  });
});
