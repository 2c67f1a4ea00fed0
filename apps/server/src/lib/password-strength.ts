import { authMessages, PASSWORD_MIN_LENGTH } from '@sunward/contracts/auth';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const passwordStrengthMessages = {
  common: 'This password is too common. Please choose a stronger one.',
  personal:
    'This password is too easy to guess from your name or e-mail. Please choose a stronger one.',
} as const;

/**
 * The lowest zxcvbn score accepted: 2 means at least a million guesses (scores run 0 to 4: under
 * 10^3, 10^6, 10^8, 10^10 guesses, and more), which refuses common passwords and their simple
 * variations ('password1', 'qwerty123', 'summer2026') and keeps ordinary passphrases.
 */
export const MIN_PASSWORD_SCORE = 2;

/** Refused when the account holder's details (or the site's name) make up at least this share of it. */
const MAX_PERSONAL_SHARE = 0.5;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with its common-password and keyboard dictionaries, loaded on first use, once. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/** Who the password is for, and whose site it is: words a guesser would try first. */
export interface PasswordContext {
  email?: string | null;
  name?: string | null;
  /** The brand's names (e.g. "Sunward Holidays"). */
  site?: readonly string[];
}

/** The words of some texts (each whole, without spaces, and word by word), lower-cased. */
function wordsOf(texts: readonly string[]): string[] {
  const words = texts.flatMap((text) => {
    const lower = text.trim().toLowerCase();
    return [lower.replace(/[^\p{L}\p{N}]+/gu, ''), ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words)].filter((word) => word.length >= 3);
}

/** How much of `password` (0 to 1) is made of `words`, wherever they appear, in any case. */
function shareOf(password: string, words: readonly string[]): number {
  const lower = password.toLowerCase();
  const covered = new Array<boolean>(lower.length).fill(false);
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      covered.fill(true, at, at + word.length);
    }
  }
  return covered.filter(Boolean).length / Math.max(1, lower.length);
}

/**
 * Why a new password is refused, or undefined when it is acceptable: shorter than the spec's
 * minimum, made mostly of the account holder's own name or e-mail, or too easy to guess (mostly
 * the site's name, a common password, a keyboard walk, a repeat, a simple variation of those). For
 * every place a password is set: customers' registration and reset, staff accounts.
 */
export async function passwordProblem(
  password: string,
  context: PasswordContext,
): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordLength;
  const email = context.email?.trim() ?? '';
  const customer = wordsOf([email, email.split('@')[0] ?? '', context.name ?? '']);
  const site = wordsOf(context.site ?? []);
  if (shareOf(password, customer) >= MAX_PERSONAL_SHARE) return passwordStrengthMessages.personal;
  if (shareOf(password, [...customer, ...site]) >= MAX_PERSONAL_SHARE) {
    return passwordStrengthMessages.common;
  }
  const zxcvbn = await loadEstimator();
  // The same words as user inputs: zxcvbn counts them as the first a guesser would try.
  const result = zxcvbn.check(password, [...customer, ...site]);
  return result.score < MIN_PASSWORD_SCORE ? passwordStrengthMessages.common : undefined;
}
