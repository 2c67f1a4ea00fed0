import { describe, expect, it } from 'vitest';
import { shareResultsLink } from './share-results';

describe('Share Results', () => {
  const params = new URLSearchParams('dest=13&start=2027-04-01&end=2027-04-08&nights=7');

  it('links to the same search', () => {
    expect(shareResultsLink('https://x.test', { uuid: 'u' }, params)).toEqual({
      url: 'https://x.test/search?dest=13&start=2027-04-01&end=2027-04-08&nights=7',
    });
  });

  it('needs a search first', () => {
    const error = { error: 'Please perform a search first to share results' };
    expect(shareResultsLink('https://x.test', null, params)).toEqual(error);
    expect(shareResultsLink('https://x.test', { uuid: 'u' }, null)).toEqual(error);
    expect(shareResultsLink('https://x.test', { uuid: 'u' }, new URLSearchParams())).toEqual(error);
  });
});
