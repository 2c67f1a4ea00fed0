import type { PersonalDataFlag } from '@sunward/contracts/staff-reviews';

/**
 * Personal data a review's words may carry, flagged for the moderator (who decides): e-mail
 * addresses, phone numbers (UK or international: 10 to 13 digits, however spaced) and UK
 * postcodes. Written as people write them, spaces and all; the moderator reads the match.
 */
const EMAILS = [
  /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi,
  // Spelled out to slip past a filter: 'jo (at) mail (dot) com', 'jo at mail dot com'.
  /[A-Z0-9._%+-]+\s*[([]at[)\]]\s*[A-Z0-9-]+(?:\s*(?:[([]dot[)\]]|\.)\s*[A-Z0-9-]+)+/gi,
  /\b[A-Z0-9._%+-]+\s+at\s+[A-Z0-9-]+(?:\s+dot\s+[A-Z0-9-]+)*\s+dot\s+(?:com|co|net|org|uk)\b/gi,
];
const PHONE = /(?:\+|\(0|\b0)[\d\s\-().]{8,20}\d/g;
const POSTCODE = /\b(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})\b/gi;

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0].trim());
}

/** What of the title and text looks like personal data, in reading order per field. */
export function findPersonalData(fields: {
  title: string | null;
  text: string | null;
}): PersonalDataFlag[] {
  const flags: PersonalDataFlag[] = [];
  for (const field of ['title', 'text'] as const) {
    const text = fields[field];
    if (!text) continue;
    const emails = EMAILS.flatMap((pattern) => matches(pattern, text));
    for (const match of emails) flags.push({ kind: 'email', field, match });
    // An e-mail address's digits are not a phone number too.
    const rest = emails.reduce((t, m) => t.replace(m, ' '), text);
    for (const match of matches(PHONE, rest)) {
      const digits = digitsIn(match);
      if (digits >= 10 && digits <= 13) flags.push({ kind: 'phone', field, match });
    }
    for (const match of matches(POSTCODE, rest)) flags.push({ kind: 'postcode', field, match });
  }
  return flags;
}
