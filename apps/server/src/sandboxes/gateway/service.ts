import { randomBytes, randomInt } from 'node:crypto';
import {
  RESPONSE_CODE,
  signed,
  verify,
  type Fields,
} from '../../integrations/payment-gateway/protocol';
import {
  CARD_OUTCOMES,
  cardDigits,
  luhnValid,
  maskCardNumber,
  outcomeOf,
  type CardOutcome,
} from './cards';
import type { GatewayRepository, GatewayTransaction, NewGatewayTransaction } from './repository';
import { decodeThreeDS, encodeThreeDS } from './three-ds';

/**
 * The sandbox gateway's rules: hosted-field tokenisation, the signed Direct protocol (SALE,
 * 3-D Secure continuation, QUERY, REFUND_SALE, CANCEL) and the 3-D Secure pages' decisions. It
 * plays another company's system, so it answers in protocol terms (responseCode), never AppError.
 */

export interface SandboxGatewayOptions {
  repo: GatewayRepository;
  merchantId: string;
  secret: string;
  /** Where this gateway answers: threeDSURL values hang off it. */
  gatewayUrl: string;
  /** The merchant's name as the challenge page shows it. */
  merchantName?: string;
}

export const TOKEN_ERRORS = {
  number: 'Enter a valid card number',
  expiry: 'Enter a valid expiry date',
  cvv: 'Enter a valid security code',
} as const;
export type TokenErrors = Partial<Record<keyof typeof TOKEN_ERRORS, string>>;

export type TokeniseResult =
  { ok: true; paymentToken: string; cardNumberMask: string } | { ok: false; errors: TokenErrors };

/** What a 3-D Secure page request ends in; the routes turn it into HTML. */
export type ThreeDSPage =
  | { kind: 'autoPost'; title: string; action: string; fields: Fields }
  | {
      kind: 'challenge';
      creq: string;
      merchantName: string;
      amount: number;
      cardLastFour: string | null;
    }
  | { kind: 'invalid'; message: string };

const APPROVED_MESSAGE = 'AUTHCODE: 123456';
const AUTHORISATION_CODE = '123456';
const DEFAULT_DUPLICATE_DELAY = 300;
const MAX_DUPLICATE_DELAY = 9999;
const MAX_AMOUNT = 2_147_483_647;
const MAX_TEXT = 255;
const DEVICE_FIELDS = [
  'deviceChannel',
  'deviceIdentity',
  'deviceTimeZone',
  'deviceAcceptLanguage',
  'deviceScreenResolution',
  'remoteAddress',
] as const;

/** A request's fields as they arrive: any of them may be missing. */
type Incoming = Readonly<Partial<Fields>>;

/** Challenge steps once the shopper has decided (threeDSStep; the first decision stands). */
const DECIDED_STEP = { Y: 'challenge_approved', N: 'challenge_failed' } as const;

/** A request the gateway refuses: answered with this code and message. */
class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const missing = (name: string) =>
  new Refusal(RESPONSE_CODE.MISSING_FIELD, `MISSING FIELD: ${name}`);
const invalid = (name: string) =>
  new Refusal(RESPONSE_CODE.INVALID_FIELD, `INVALID FIELD: ${name}`);

function required(fields: Incoming, name: string): string {
  const value = fields[name];
  if (value === undefined || value === '') throw missing(name);
  return value;
}

function positiveAmount(value: string, name: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_AMOUNT) throw invalid(name);
  return Number(value);
}

function text(fields: Incoming, name: string): string {
  const value = required(fields, name);
  if (value.length > MAX_TEXT) throw invalid(name);
  return value;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Cardstream-style cross reference: the hour it was made (yyMMddHH) then random letters. */
export function newXref(now = new Date()): string {
  const stamp = now.toISOString().slice(2, 13).replace(/[-T]/g, '');
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let tail = '';
  for (let i = 0; i < 15; i++) tail += alphabet.charAt(randomInt(alphabet.length));
  return stamp + tail;
}

/** The card's expiry has passed: it is valid through the last day of its month (UTC). */
function expired(month: number, year: number, now = new Date()): boolean {
  const thisYear = now.getUTCFullYear();
  return year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
}

function isOutcome(value: string): value is CardOutcome {
  return (CARD_OUTCOMES as readonly string[]).includes(value);
}

interface SaleOutcome {
  state: GatewayTransaction['state'];
  responseCode: number;
  responseMessage: string;
  threeDSStep?: 'method' | 'challenge';
}

const SALE_OUTCOMES: Record<CardOutcome, SaleOutcome> = {
  approved: {
    state: 'approved',
    responseCode: RESPONSE_CODE.APPROVED,
    responseMessage: APPROVED_MESSAGE,
  },
  frictionless: {
    state: 'awaiting_3ds',
    responseCode: RESPONSE_CODE.THREE_DS_REQUIRED,
    responseMessage: '3DS AUTHENTICATION REQUIRED',
    threeDSStep: 'method',
  },
  challenge: {
    state: 'awaiting_3ds',
    responseCode: RESPONSE_CODE.THREE_DS_REQUIRED,
    responseMessage: '3DS AUTHENTICATION REQUIRED',
    threeDSStep: 'challenge',
  },
  declined: {
    state: 'declined',
    responseCode: RESPONSE_CODE.DECLINED,
    responseMessage: 'CARD DECLINED',
  },
  insufficient_funds: {
    state: 'declined',
    responseCode: RESPONSE_CODE.INSUFFICIENT_FUNDS,
    responseMessage: 'INSUFFICIENT FUNDS',
  },
  expired: {
    state: 'declined',
    responseCode: RESPONSE_CODE.EXPIRED_CARD,
    responseMessage: 'CARD EXPIRED',
  },
  processing_error: {
    state: 'failed',
    responseCode: RESPONSE_CODE.PROCESSING_ERROR,
    responseMessage: 'PROCESSING ERROR',
  },
};

const THREE_DS_APPROVED = {
  state: 'approved',
  responseCode: RESPONSE_CODE.APPROVED,
  responseMessage: APPROVED_MESSAGE,
} as const;
const THREE_DS_FAILED = {
  state: 'failed',
  responseCode: RESPONSE_CODE.THREE_DS_FAILED,
  responseMessage: '3DS AUTHENTICATION FAILED',
} as const;

export function createSandboxGatewayService(options: SandboxGatewayOptions) {
  const { repo, merchantId, secret } = options;
  const gatewayUrl = options.gatewayUrl.replace(/\/$/, '');
  const merchantName = options.merchantName ?? 'Sunward';

  /** Every answer's common fields, from the transaction when there is one, else echoed. */
  function answer(
    request: Incoming,
    code: number,
    message: string,
    tx?: GatewayTransaction,
    extra: Fields = {},
  ): Fields {
    const fields: Fields = {
      merchantID: request.merchantID ?? merchantId,
      action: request.action ?? tx?.action ?? '',
      responseCode: String(code),
      responseMessage: message,
      xref: tx?.xref ?? newXref(),
      transactionID: tx ? String(tx.transactionId) : '',
      amount: tx ? String(tx.amount) : (request.amount ?? ''),
      currencyCode: tx?.currencyCode ?? request.currencyCode ?? '',
      orderRef: tx?.orderRef ?? request.orderRef ?? '',
      transactionUnique: request.transactionUnique ?? tx?.transactionUnique ?? '',
      ...extra,
    };
    return signed(fields, secret);
  }

  /** The answer a transaction stands at: its stored code and message, and 3-D Secure details
   * while it awaits them. */
  function answerFor(request: Incoming, tx: GatewayTransaction, extra: Fields = {}): Fields {
    const approved = tx.responseCode === RESPONSE_CODE.APPROVED;
    // Still awaiting 3-D Secure (a QUERY): where the shopper was sent, so 65802 reads the same
    // as the SALE's answer did. The threeDSRequest itself is not kept, so it is not repeated.
    const pending: Fields =
      tx.state === 'awaiting_3ds' && tx.threeDSRef
        ? {
            threeDSRef: tx.threeDSRef,
            threeDSURL: `${gatewayUrl}/3ds/${tx.threeDSStep === 'method' ? 'method' : 'challenge'}`,
          }
        : {};
    return answer(request, tx.responseCode, tx.responseMessage, tx, {
      ...(approved && tx.action === 'SALE' ? { authorisationCode: AUTHORISATION_CODE } : {}),
      ...pending,
      ...extra,
    });
  }

  function threeDSRequestFields(tx: GatewayTransaction, redirectURL: string): Fields {
    const threeDSRef = tx.threeDSRef ?? '';
    if (tx.threeDSStep === 'method') {
      return {
        threeDSRef,
        threeDSURL: `${gatewayUrl}/3ds/method`,
        'threeDSRequest[threeDSMethodData]': encodeThreeDS(
          { kind: 'method', threeDSRef, redirectURL },
          secret,
        ),
      };
    }
    return {
      threeDSRef,
      threeDSURL: `${gatewayUrl}/3ds/challenge`,
      'threeDSRequest[creq]': encodeThreeDS({ kind: 'creq', threeDSRef, redirectURL }, secret),
    };
  }

  async function sale(request: Incoming): Promise<Fields> {
    if (required(request, 'type') !== '1') throw invalid('type');
    const amount = positiveAmount(required(request, 'amount'), 'amount');
    if (required(request, 'countryCode') !== '826') throw invalid('countryCode');
    if (required(request, 'currencyCode') !== '826') throw invalid('currencyCode');
    const orderRef = text(request, 'orderRef');
    const transactionUnique = text(request, 'transactionUnique');
    const paymentToken = text(request, 'paymentToken');
    const redirectURL = required(request, 'threeDSRedirectURL');
    if (redirectURL.length > 2000 || !isHttpUrl(redirectURL)) throw invalid('threeDSRedirectURL');
    let duplicateDelay = DEFAULT_DUPLICATE_DELAY;
    if (request.duplicateDelay !== undefined && request.duplicateDelay !== '') {
      if (!/^\d{1,4}$/.test(request.duplicateDelay)) throw invalid('duplicateDelay');
      duplicateDelay = Math.min(Number(request.duplicateDelay), MAX_DUPLICATE_DELAY);
    }
    // The browser details 3-D Secure would pass to the issuer: only checked for sanity here.
    for (const name of DEVICE_FIELDS) {
      if ((request[name]?.length ?? 0) > 500) throw invalid(name);
    }

    const tx = await repo.inTransaction(async (r) => {
      await r.lockTransactionUnique(merchantId, transactionUnique);
      // Before the token: a retried SALE carries its (now used) token and must hear "duplicate".
      if (await r.findLiveSale(merchantId, transactionUnique, duplicateDelay)) {
        throw new Refusal(RESPONSE_CODE.DUPLICATE, 'DUPLICATE TRANSACTION');
      }
      // Tokens are single use: consumed by the first SALE that reaches the issuer, whatever
      // the issuer says.
      const token = await r.consumeToken(paymentToken);
      if (!token) throw invalid('paymentToken');
      const cardOutcome: CardOutcome = expired(token.expiryMonth, token.expiryYear)
        ? 'expired'
        : isOutcome(token.outcome)
          ? token.outcome
          : 'processing_error';
      const outcome = SALE_OUTCOMES[cardOutcome];
      const row: NewGatewayTransaction = {
        xref: newXref(),
        merchantId,
        action: 'SALE',
        transactionUnique,
        orderRef,
        amount,
        currencyCode: '826',
        cardLastFour: token.cardLastFour,
        state: outcome.state,
        responseCode: outcome.responseCode,
        responseMessage: outcome.responseMessage,
        threeDSRef: outcome.threeDSStep ? randomBytes(32).toString('base64url') : null,
        threeDSStep: outcome.threeDSStep ?? null,
      };
      return r.insertTransaction(row);
    });
    return answerFor(
      request,
      tx,
      tx.state === 'awaiting_3ds' ? threeDSRequestFields(tx, redirectURL) : {},
    );
  }

  /** A signed request with threeDSRef and threeDSResponse[...]: the shopper's 3-D Secure is done. */
  async function continueThreeDS(request: Incoming): Promise<Fields> {
    const threeDSRef = required(request, 'threeDSRef');
    const tx = await repo.findByThreeDSRef(threeDSRef);
    if (tx?.merchantId !== merchantId) throw invalid('threeDSRef');
    const cres = request['threeDSResponse[cres]'];
    const methodData = request['threeDSResponse[threeDSMethodData]'];
    let transStatus: 'Y' | 'N' | undefined;
    if (cres !== undefined && cres !== '') {
      const message = decodeThreeDS(cres, 'cres', secret);
      if (message?.threeDSRef !== threeDSRef) throw invalid('threeDSResponse[cres]');
      transStatus = message.transStatus;
    } else if (methodData !== undefined && methodData !== '') {
      const message = decodeThreeDS(methodData, 'methodResult', secret);
      if (message?.threeDSRef !== threeDSRef) throw invalid('threeDSResponse[threeDSMethodData]');
    } else {
      throw missing('threeDSResponse');
    }

    // Completed already: the same final answer again, so a retried continuation is harmless.
    if (tx.state !== 'awaiting_3ds') return answerFor(request, tx);

    let outcome: typeof THREE_DS_APPROVED | typeof THREE_DS_FAILED;
    if (tx.threeDSStep === 'method') {
      if (transStatus !== undefined) throw invalid('threeDSResponse[cres]');
      outcome = THREE_DS_APPROVED;
    } else {
      if (transStatus === undefined) throw invalid('threeDSResponse[threeDSMethodData]');
      // The recorded decision is the authority; a cres saying otherwise is not this shopper's.
      const recorded =
        tx.threeDSStep === DECIDED_STEP.Y
          ? 'Y'
          : tx.threeDSStep === DECIDED_STEP.N
            ? 'N'
            : undefined;
      if (recorded !== undefined && recorded !== transStatus)
        throw invalid('threeDSResponse[cres]');
      outcome = transStatus === 'Y' ? THREE_DS_APPROVED : THREE_DS_FAILED;
    }
    const done = await repo.completeThreeDS(threeDSRef, outcome);
    if (done) return answerFor(request, done);
    // Another continuation finished it first: answer what it decided.
    const now = await repo.findByThreeDSRef(threeDSRef);
    if (!now) throw invalid('threeDSRef');
    return answerFor(request, now);
  }

  async function query(request: Incoming): Promise<Fields> {
    const xref = request.xref;
    const transactionUnique = request.transactionUnique;
    let tx: GatewayTransaction | undefined;
    if (xref) tx = await repo.findByXref(merchantId, xref);
    else if (transactionUnique) tx = await repo.findLatestSale(merchantId, transactionUnique);
    else throw missing('transactionUnique');
    if (!tx) throw new Refusal(RESPONSE_CODE.TRANSACTION_NOT_FOUND, 'TRANSACTION NOT FOUND');
    return answerFor(request, tx, {
      state: tx.state,
      ...(tx.parentXref ? { parentXref: tx.parentXref } : {}),
    });
  }

  /** REFUND_SALE and CANCEL: a new transaction against an approved SALE, which they close. */
  async function settle(request: Incoming, action: 'REFUND_SALE' | 'CANCEL'): Promise<Fields> {
    const xref = required(request, 'xref');
    const requested =
      action === 'REFUND_SALE' && request.amount !== undefined && request.amount !== ''
        ? positiveAmount(request.amount, 'amount')
        : undefined;
    const tx = await repo.inTransaction(async (r) => {
      const original = await r.findByXref(merchantId, xref);
      if (!original) {
        throw new Refusal(RESPONSE_CODE.TRANSACTION_NOT_FOUND, 'TRANSACTION NOT FOUND');
      }
      if (requested !== undefined && requested > original.amount) throw invalid('amount');
      // Only an approved SALE can be refunded or cancelled, and only once.
      const closed = await r.settleApprovedSale(
        merchantId,
        xref,
        action === 'CANCEL' ? 'cancelled' : 'refunded',
      );
      if (!closed) throw invalid('xref');
      return r.insertTransaction({
        xref: newXref(),
        merchantId,
        action,
        transactionUnique: request.transactionUnique || null,
        orderRef: original.orderRef,
        amount: requested ?? original.amount,
        currencyCode: original.currencyCode,
        cardLastFour: original.cardLastFour,
        state: 'approved',
        responseCode: RESPONSE_CODE.APPROVED,
        responseMessage: 'SUCCESS',
        parentXref: original.xref,
      });
    });
    return answerFor(request, tx, { parentXref: xref });
  }

  async function dispatch(raw: Fields): Promise<Fields> {
    const request: Incoming = raw;
    // The merchant is found first: its secret is what the signature is checked with.
    if (required(request, 'merchantID') !== merchantId) throw invalid('merchantID');
    if (!verify(raw, secret)) {
      throw new Refusal(RESPONSE_CODE.INVALID_SIGNATURE, 'INVALID SIGNATURE');
    }
    if (request.threeDSRef !== undefined) return continueThreeDS(request);
    const action = required(request, 'action');
    switch (action) {
      case 'SALE':
        return sale(request);
      case 'QUERY':
        return query(request);
      case 'REFUND_SALE':
      case 'CANCEL':
        return settle(request, action);
      default:
        throw invalid('action');
    }
  }

  /** The challenge decision recorded for a transaction, or what its final state implies. */
  function decisionOf(tx: GatewayTransaction): 'Y' | 'N' | undefined {
    if (tx.threeDSStep === DECIDED_STEP.Y) return 'Y';
    if (tx.threeDSStep === DECIDED_STEP.N) return 'N';
    if (tx.state === 'awaiting_3ds') return undefined;
    return tx.responseCode === RESPONSE_CODE.THREE_DS_FAILED ? 'N' : 'Y';
  }

  function challengeResult(
    redirectURL: string,
    threeDSRef: string,
    transStatus: 'Y' | 'N',
  ): ThreeDSPage {
    return {
      kind: 'autoPost',
      title: 'Returning to the merchant',
      action: redirectURL,
      fields: {
        threeDSRef,
        'threeDSResponse[cres]': encodeThreeDS({ kind: 'cres', threeDSRef, transStatus }, secret),
      },
    };
  }

  const notValid: ThreeDSPage = {
    kind: 'invalid',
    message: 'This verification request is not valid. Please return to the shop and try again.',
  };

  return {
    /** Hosted fields: card details in, a single-use payment token out. */
    async tokenise(input: unknown): Promise<TokeniseResult> {
      const body =
        typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      const errors: TokenErrors = {};
      const number = cardDigits(str(body.cardNumber));
      if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = TOKEN_ERRORS.number;
      // Format and month only: a past date is tokenised, and the SALE answers 54 as an issuer would.
      const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(str(body.cardExpiryDate));
      const month = Number(expiry?.[1]);
      const year = 2000 + Number(expiry?.[2]);
      if (!expiry || month < 1 || month > 12) errors.expiry = TOKEN_ERRORS.expiry;
      if (!/^\d{3,4}$/.test(str(body.cardCVV).trim())) errors.cvv = TOKEN_ERRORS.cvv;
      if (Object.keys(errors).length > 0) return { ok: false, errors };

      const paymentToken = `tok_${randomBytes(24).toString('base64url')}`;
      await repo.insertToken({
        token: paymentToken,
        cardLastFour: number.slice(-4),
        outcome: outcomeOf(number),
        expiryMonth: month,
        expiryYear: year,
      });
      return { ok: true, paymentToken, cardNumberMask: maskCardNumber(number) };
    },

    /** One Direct request in, its signed answer out (refusals included). */
    async direct(request: Fields): Promise<Fields> {
      try {
        return await dispatch(request);
      } catch (err) {
        if (err instanceof Refusal) return answer(request, err.code, err.message);
        throw err;
      }
    },

    /** POST /3ds/method: the frictionless check, which passes at once and posts back. */
    async methodPage(threeDSMethodData: string | undefined): Promise<ThreeDSPage> {
      const message = decodeThreeDS(threeDSMethodData ?? '', 'method', secret);
      if (!message) return notValid;
      const { threeDSRef, redirectURL } = message;
      return {
        kind: 'autoPost',
        title: 'Checking your card',
        action: redirectURL,
        fields: {
          threeDSRef,
          'threeDSResponse[threeDSMethodData]': encodeThreeDS(
            { kind: 'methodResult', threeDSRef },
            secret,
          ),
        },
      };
    },

    /** POST /3ds/challenge: the bank's page, or straight back if the shopper decided already. */
    async challengePage(creq: string | undefined): Promise<ThreeDSPage> {
      const message = decodeThreeDS(creq ?? '', 'creq', secret);
      if (!creq || !message) return notValid;
      const tx = await repo.findByThreeDSRef(message.threeDSRef);
      if (!tx) return notValid;
      const decided = decisionOf(tx);
      if (decided) return challengeResult(message.redirectURL, message.threeDSRef, decided);
      return {
        kind: 'challenge',
        creq,
        merchantName,
        amount: tx.amount,
        cardLastFour: tx.cardLastFour,
      };
    },

    /** POST /3ds/challenge/complete: records the shopper's decision and posts the cres back. */
    async completeChallenge(
      creq: string | undefined,
      decision: string | undefined,
    ): Promise<ThreeDSPage> {
      const message = decodeThreeDS(creq ?? '', 'creq', secret);
      if (!message || (decision !== 'approve' && decision !== 'fail')) return notValid;
      await repo.recordChallengeDecision(
        message.threeDSRef,
        decision === 'approve' ? DECIDED_STEP.Y : DECIDED_STEP.N,
      );
      const tx = await repo.findByThreeDSRef(message.threeDSRef);
      const decided = tx && decisionOf(tx);
      if (!decided) return notValid;
      return challengeResult(message.redirectURL, message.threeDSRef, decided);
    },
  };
}

export type SandboxGatewayService = ReturnType<typeof createSandboxGatewayService>;
