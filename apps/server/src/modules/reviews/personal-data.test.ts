import { describe, expect, it } from 'vitest';
import { findPersonalData } from './personal-data';

const inText = (text: string) => findPersonalData({ title: null, text });

describe('personal data in a review', () => {
  it('finds e-mail addresses, also spelled out', () => {
    expect(inText('Write to amelia.hart+hols@example.co.uk any time')).toEqual([
      { kind: 'email', field: 'text', match: 'amelia.hart+hols@example.co.uk' },
    ]);
    expect(inText('ask jo (at) mail (dot) com').map((f) => f.kind)).toEqual(['email']);
    expect(inText('ask jo at mail dot com').map((f) => f.kind)).toEqual(['email']);
  });

  it('finds UK and international phone numbers however they are spaced', () => {
    for (const phone of [
      '07700 900123',
      '07700900123',
      '+44 7700 900 123',
      '(020) 7946 0958',
      '+34 971 123 456',
    ]) {
      expect(inText(`Call ${phone} please`), phone).toEqual([
        { kind: 'phone', field: 'text', match: phone },
      ]);
    }
  });

  it('finds UK postcodes', () => {
    expect(inText('We live near SW1A 1AA and LS15HD').map((f) => f.match)).toEqual([
      'SW1A 1AA',
      'LS15HD',
    ]);
  });

  it('leaves ordinary holiday words alone', () => {
    expect(
      inText(
        'We stayed 7 nights in July 2026, room 204, paid £1,249.50 for 2 adults. Pool opens at 09:00, bar until 23:00. Rated 5/5! Flight EZY8061 was on time.',
      ),
    ).toEqual([]);
  });

  it('names the field it was found in', () => {
    expect(findPersonalData({ title: 'Ring 07700 900123', text: 'Lovely' })).toEqual([
      { kind: 'phone', field: 'title', match: '07700 900123' },
    ]);
  });
});
