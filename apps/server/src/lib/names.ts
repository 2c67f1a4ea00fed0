/** Letters that carry no combining mark to strip, spelled as a person would type them without. */
const PLAIN: Record<string, string> = {
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A surname as a booking lookup compares it: case-, accent- and space-insensitive, and blind to
 * hyphens and apostrophes, so 'Núñez', 'NUNEZ', "O'Brien-Smith" and 'obrien smith' each match
 * their other spellings.
 */
export function surnameKey(surname: string): string {
  return surname
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øßæœłđðþı]/g, (c) => PLAIN[c] ?? c)
    .replace(/[^\p{L}\p{N}]/gu, '');
}
