import { RESPONSE_CODE } from '../../integrations/payment-gateway/protocol';

/**
 * The sandbox gateway's test cards. A card's outcome is what the pretend issuer does with it; any
 * future expiry and any CVV work, and a past expiry is answered 54 whatever the card, as real
 * issuers do. A Luhn-valid number not listed here is approved.
 */

export const CARD_OUTCOMES = [
  'approved',
  'frictionless',
  'challenge',
  'declined',
  'insufficient_funds',
  'expired',
  'processing_error',
] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

export interface TestCard {
  /** The card number, digits only. */
  number: string;
  brand: 'Visa' | 'Mastercard';
  outcome: CardOutcome;
  /** What happens, in words (shown on /gateway/test-cards). */
  description: string;
  /** The SALE's first answer: 65802 for the 3-D Secure cards. */
  responseCode: number;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4444333322221111',
    brand: 'Visa',
    outcome: 'approved',
    description: 'Approved',
    responseCode: RESPONSE_CODE.APPROVED,
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    outcome: 'approved',
    description: 'Approved',
    responseCode: RESPONSE_CODE.APPROVED,
  },
  {
    number: '4000000000001000',
    brand: 'Visa',
    outcome: 'frictionless',
    description: '3-D Secure without a challenge (frictionless), then approved',
    responseCode: RESPONSE_CODE.THREE_DS_REQUIRED,
  },
  {
    number: '4000000000001091',
    brand: 'Visa',
    outcome: 'challenge',
    description:
      '3-D Secure challenge: approved if the shopper chooses Approve, 65803 if they fail it',
    responseCode: RESPONSE_CODE.THREE_DS_REQUIRED,
  },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'declined',
    description: 'Declined (do not honour)',
    responseCode: RESPONSE_CODE.DECLINED,
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    outcome: 'insufficient_funds',
    description: 'Declined: insufficient funds',
    responseCode: RESPONSE_CODE.INSUFFICIENT_FUNDS,
  },
  {
    number: '4000000000000069',
    brand: 'Visa',
    outcome: 'expired',
    description: 'Declined: expired card (whatever expiry date is entered)',
    responseCode: RESPONSE_CODE.EXPIRED_CARD,
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    outcome: 'processing_error',
    description: 'Processing error at the gateway',
    responseCode: RESPONSE_CODE.PROCESSING_ERROR,
  },
];

/** The card number's digits: spaces and dashes (as people type them) removed. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits.charAt(i));
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The outcome a (valid) card number stands for: unknown numbers are approved. */
export function outcomeOf(digits: string): CardOutcome {
  return TEST_CARDS.find((c) => c.number === digits)?.outcome ?? 'approved';
}

/** First six and last four, as gateways show a card: 444433******1111. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** 4444 3333 2222 1111, for people to read. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
