import { randomBytes, randomInt } from 'node:crypto';
import {
  RESPONSE_CODE,
  signed,
  verify,
  type Fields,
} from '../../integrations/payment-gateway/protocol';
import { isRealDate, londonDayBounds } from '../../lib/dates';
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
 * 3-D Secure continuation, QUERY, REFUND_SALE, CANCEL, and its REPORT extension) and the 3-D
 * Secure pages' decisions. It
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
  /**
   * Seconds after its approval that a SALE is settled (0, the default: at once). Until then it
   * can be voided (CANCEL) but not refunded; from then on refunded but not voided.
   */
  settlementDelaySeconds?: number;
  /** The gateway's clock, for settlement (tests move it on). */
  now?: () => Date;
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

/** The optional duplicateDelay: seconds a transactionUnique stays taken (default 300). */
function duplicateDelayOf(fields: Incoming): number {
  const value = fields.duplicateDelay;
  if (value === undefined || value === '') return DEFAULT_DUPLICATE_DELAY;
  if (!/^\d{1,4}$/.test(value)) throw invalid('duplicateDelay');
  return Math.min(Number(value), MAX_DUPLICATE_DELAY);
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
  const settlementDelayMs = Math.max(0, options.settlementDelaySeconds ?? 0) * 1000;
  const now = options.now ?? (() => new Date());

  /**
   * An approved SALE is settled once the settlement delay has passed since its approval. While
   * a SALE is approved nothing else updates its row, so updatedAt is when it was approved (at
   * once, or when 3-D Secure completed).
   */
  function isSettled(sale: GatewayTransaction): boolean {
    return (
      settlementDelayMs === 0 || now().getTime() - sale.updatedAt.getTime() >= settlementDelayMs
    );
  }

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
    const duplicateDelay = duplicateDelayOf(request);
    // The browser details 3-D Secure would pass to the issuer: only checked for sanity here.
    for (const name of DEVICE_FIELDS) {
      if ((request[name]?.length ?? 0) > 500) throw invalid(name);
    }

    const tx = await repo.inTransaction(async (r) => {
      await r.lockTransactionUnique(merchantId, transactionUnique);
      // Before the token: a retried SALE carries its (now used) token and must hear "duplicate".
      if (await r.findLiveTransaction(merchantId, transactionUnique, duplicateDelay)) {
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
    else if (transactionUnique) {
      tx = await repo.findLatestByUnique(merchantId, transactionUnique);
    } else throw missing('transactionUnique');
    if (!tx) throw new Refusal(RESPONSE_CODE.TRANSACTION_NOT_FOUND, 'TRANSACTION NOT FOUND');
    return answerFor(request, tx, {
      state: tx.state,
      ...(tx.parentXref ? { parentXref: tx.parentXref } : {}),
    });
  }

  /** Why a REFUND_SALE or CANCEL of `sale` is refused, or undefined when it may go through. */
  function giveBackRefusal(
    action: 'REFUND_SALE' | 'CANCEL',
    sale: GatewayTransaction,
    left: number,
    amount: number,
  ): Refusal | undefined {
    // Only an approved SALE can be given back (not a declined one, nor one voided or refunded
    // in full already, nor a refund itself).
    if (sale.action !== 'SALE' || sale.state !== 'approved') return invalid('xref');
    if (action === 'CANCEL') {
      // A void stops the money before settlement; a SALE with refunds was settled already.
      if (isSettled(sale) || left < sale.amount) {
        return new Refusal(RESPONSE_CODE.ACTION_NOT_ALLOWED, 'TRANSACTION ALREADY SETTLED');
      }
      return undefined;
    }
    // Money is refunded only once it was settled; until then the SALE is voided instead.
    if (!isSettled(sale)) {
      return new Refusal(RESPONSE_CODE.ACTION_NOT_ALLOWED, 'TRANSACTION NOT SETTLED');
    }
    // Refunds together never give back more than the SALE took.
    if (amount > left) return invalid('amount');
    return undefined;
  }

  /**
   * REFUND_SALE and CANCEL: a new transaction against an approved SALE (parentXref). CANCEL voids
   * a SALE not settled yet (it becomes 'cancelled'); REFUND_SALE gives back `amount`, by default
   * all that is left, of a settled SALE (its amount less its approved refunds), and several
   * partial refunds may follow one another: the SALE becomes 'refunded' once nothing is left.
   * The SALE's row stays locked until the decision is written, so give-backs racing on one SALE
   * take turns and never give back more than it. A transactionUnique already taken within
   * duplicateDelay is refused as a duplicate and changes nothing; any other refusal about the
   * SALE is recorded as a failed transaction, which QUERY by its transactionUnique answers.
   */
  async function giveBack(request: Incoming, action: 'REFUND_SALE' | 'CANCEL'): Promise<Fields> {
    const xref = required(request, 'xref');
    const requested =
      action === 'REFUND_SALE' && request.amount !== undefined && request.amount !== ''
        ? positiveAmount(request.amount, 'amount')
        : undefined;
    const transactionUnique =
      request.transactionUnique === undefined || request.transactionUnique === ''
        ? null
        : text(request, 'transactionUnique');
    const duplicateDelay = duplicateDelayOf(request);
    const tx = await repo.inTransaction(async (r) => {
      if (transactionUnique !== null) {
        await r.lockTransactionUnique(merchantId, transactionUnique);
        if (await r.findLiveTransaction(merchantId, transactionUnique, duplicateDelay)) {
          throw new Refusal(RESPONSE_CODE.DUPLICATE, 'DUPLICATE TRANSACTION');
        }
      }
      const sale = await r.lockByXref(merchantId, xref);
      if (!sale) throw new Refusal(RESPONSE_CODE.TRANSACTION_NOT_FOUND, 'TRANSACTION NOT FOUND');
      const left = sale.amount - (await r.refundedOf(merchantId, sale.xref));
      // A void gives back the whole SALE.
      const amount = action === 'CANCEL' ? sale.amount : (requested ?? left);
      const row: NewGatewayTransaction = {
        xref: newXref(),
        merchantId,
        action,
        transactionUnique,
        orderRef: sale.orderRef,
        amount,
        currencyCode: sale.currencyCode,
        cardLastFour: sale.cardLastFour,
        state: 'approved',
        responseCode: RESPONSE_CODE.APPROVED,
        responseMessage: 'SUCCESS',
        parentXref: sale.xref,
      };
      const refusal = giveBackRefusal(action, sale, left, amount);
      if (refusal) {
        return r.insertTransaction({
          ...row,
          state: 'failed',
          responseCode: refusal.code,
          responseMessage: refusal.message,
        });
      }
      // Voided, or refunded down to nothing: the SALE is closed. A partly refunded SALE stays
      // approved, with what is left to refund.
      if (action === 'CANCEL' || amount === left) {
        const closed = await r.settleApprovedSale(
          merchantId,
          sale.xref,
          action === 'CANCEL' ? 'cancelled' : 'refunded',
        );
        if (!closed) throw new Error('an approved SALE changed under its row lock');
      }
      return r.insertTransaction(row);
    });
    return answerFor(request, tx, { parentXref: xref });
  }

  /**
   * REPORT (the sandbox's reporting extension; a real gateway has a separate reporting API): the
   * settlement report of one London day, `date` as yyyy-mm-dd. The transactions that went through
   * (see the repository's transactionsBetween) travel JSON-encoded in the signed `transactions`
   * field, with their `count`.
   */
  async function report(request: Incoming): Promise<Fields> {
    const date = required(request, 'date');
    if (!isRealDate(date)) throw invalid('date');
    const { from, to } = londonDayBounds(date);
    const rows = await repo.transactionsBetween(merchantId, from, to);
    const transactions = rows.map((tx) => ({
      xref: tx.xref,
      action: tx.action,
      state: tx.state,
      amount: tx.amount,
      transactionUnique: tx.transactionUnique,
      orderRef: tx.orderRef,
      parentXref: tx.parentXref,
      createdAt: tx.createdAt.toISOString(),
    }));
    return answer(request, RESPONSE_CODE.APPROVED, 'SUCCESS', undefined, {
      date,
      count: String(transactions.length),
      transactions: JSON.stringify(transactions),
    });
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
        return giveBack(request, action);
      case 'REPORT':
        return report(request);
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
