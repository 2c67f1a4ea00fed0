import { describe, expect, it } from 'vitest';
import { surnameKey } from './names';

describe('surnameKey', () => {
  it.each([
    ['Smith', 'SMITH'],
    ['Núñez', 'nunez'],
    ["O'Brien", 'OBrien'],
    ['O’Brien', "o'brien"],
    ['Smith-Jones', 'smith jones'],
    ['  van der Berg ', 'VanDerBerg'],
    ['Søndergård', 'sondergard'],
    ['Straße', 'strasse'],
  ])('%s matches %s', (a, b) => {
    expect(surnameKey(a)).toBe(surnameKey(b));
  });

  it('keeps different names apart', () => {
    expect(surnameKey('Smith')).not.toBe(surnameKey('Smyth'));
    expect(surnameKey('Jones')).not.toBe(surnameKey('Jonés-Smith'));
  });
});
