import { z } from 'zod';
import { RESPONSE_CODE, decodeFields, encodeFields, signed, verify, type Fields } from './protocol';
import {
  PaymentProviderUnavailable,
  type GatewayReportLine,
  type PaymentOutcome,
  type PaymentProvider,
  type SaleRequest,
} from './provider';

/** The REPORT answer's `transactions` field: a JSON array, one object per transaction. */
const reportLines = z.array(
  z.object({
    xref: z.string().min(1),
    action: z.enum(['SALE', 'REFUND_SALE', 'CANCEL']),
    state: z.enum(['approved', 'refunded', 'cancelled']),
    amount: z.number().int().nonnegative(),
    transactionUnique: z.string().nullable(),
    orderRef: z.string().nullable(),
    parentXref: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);

/** Sends one form-encoded body to the gateway's Direct URL and returns the body it answers. */
export type GatewayTransport = (url: string, body: string) => Promise<string>;

/** Plain HTTP, as to any remote gateway (10 s, then the caller reconciles). */
export const httpTransport: GatewayTransport = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`gateway answered HTTP ${String(response.status)}`);
  return response.text();
};

export interface CardstreamOptions {
  gatewayUrl: string;
  merchantId: string;
  secret: string;
  transport?: GatewayTransport;
}

const DECLINES = new Set<number>([
  RESPONSE_CODE.DECLINED,
  RESPONSE_CODE.INSUFFICIENT_FUNDS,
  RESPONSE_CODE.EXPIRED_CARD,
  RESPONSE_CODE.THREE_DS_FAILED,
]);

/** The Cardstream-style Direct API adapter: signed form posts, signed answers. */
export function createCardstreamProvider({
  gatewayUrl,
  merchantId,
  secret,
  transport = httpTransport,
}: CardstreamOptions): PaymentProvider {
  async function call(fields: Fields): Promise<Fields> {
    let text: string;
    try {
      text = await transport(
        `${gatewayUrl}/direct`,
        encodeFields(signed({ merchantID: merchantId, ...fields }, secret)),
      );
    } catch (err) {
      throw new PaymentProviderUnavailable('The payment gateway could not be reached.', {
        cause: err,
      });
    }
    const answer = decodeFields(text);
    // An answer that is not signed with our secret is not the gateway's: trust nothing in it.
    if (!verify(answer, secret)) {
      throw new PaymentProviderUnavailable(
        'The payment gateway answer failed its signature check.',
      );
    }
    return answer;
  }

  function outcomeOf(answer: Fields): PaymentOutcome {
    const code = Number(answer.responseCode);
    const xref = 'xref' in answer ? answer.xref : null;
    const message = 'responseMessage' in answer ? answer.responseMessage : '';
    if (code === RESPONSE_CODE.APPROVED && xref) {
      return { status: 'approved', xref, amountPence: Number(answer.amount), message };
    }
    if (
      code === RESPONSE_CODE.THREE_DS_REQUIRED &&
      xref &&
      answer.threeDSRef &&
      answer.threeDSURL
    ) {
      const creq = answer['threeDSRequest[creq]'];
      const method = answer['threeDSRequest[threeDSMethodData]'];
      return {
        status: 'requires_action',
        xref,
        threeDSRef: answer.threeDSRef,
        threeDSURL: answer.threeDSURL,
        request: {
          ...(creq ? { creq } : {}),
          ...(method ? { threeDSMethodData: method } : {}),
        },
      };
    }
    if (DECLINES.has(code)) return { status: 'declined', xref, code, message };
    return { status: 'failed', xref, code, message };
  }

  return {
    async sale(request: SaleRequest) {
      const { browser } = request;
      return outcomeOf(
        await call({
          action: 'SALE',
          type: '1',
          amount: String(request.amountPence),
          countryCode: '826',
          currencyCode: '826',
          orderRef: request.orderRef,
          transactionUnique: request.transactionUnique,
          paymentToken: request.paymentToken,
          threeDSRedirectURL: request.threeDSRedirectURL,
          deviceChannel: browser.deviceChannel,
          deviceIdentity: browser.deviceIdentity,
          deviceTimeZone: browser.deviceTimeZone,
          deviceAcceptLanguage: browser.deviceAcceptLanguage,
          deviceScreenResolution: browser.deviceScreenResolution,
          remoteAddress: browser.remoteAddress,
        }),
      );
    },

    async continueThreeDS(threeDSRef, response) {
      const fields: Fields = { threeDSRef };
      for (const [name, value] of Object.entries(response)) {
        fields[`threeDSResponse[${name}]`] = value;
      }
      return outcomeOf(await call(fields));
    },

    async query(transactionUnique) {
      const answer = await call({ action: 'QUERY', transactionUnique });
      if (Number(answer.responseCode) === RESPONSE_CODE.TRANSACTION_NOT_FOUND) return null;
      const outcome = outcomeOf(answer);
      // A REFUND_SALE or CANCEL names the SALE it gives back (parentXref): its own outcome, with
      // its own xref and amount, is the answer.
      if (answer.parentXref) return outcome;
      // The SALE's own answer stays 'approved'; its state says whether it was given back since
      // (voided, or refunded in full: while partly refunded it is still 'approved').
      if (
        outcome.status === 'approved' &&
        (answer.state === 'cancelled' || answer.state === 'refunded')
      ) {
        return {
          status: 'reversed',
          xref: outcome.xref,
          reversal: answer.state === 'cancelled' ? 'voided' : 'refunded',
        };
      }
      return outcome;
    },

    async refund({ xref, amountPence, transactionUnique }) {
      return outcomeOf(
        await call({
          action: 'REFUND_SALE',
          xref,
          amount: String(amountPence),
          transactionUnique,
        }),
      );
    },

    async cancel({ xref, transactionUnique }) {
      return outcomeOf(await call({ action: 'CANCEL', xref, transactionUnique }));
    },

    async transactionsOn(date) {
      // The sandbox's reporting extension of the Direct protocol (docs/sandbox-gateway.md); a
      // real gateway's settlement report comes from its own reporting API.
      const answer = await call({ action: 'REPORT', date });
      if (Number(answer.responseCode) !== RESPONSE_CODE.APPROVED) {
        throw new PaymentProviderUnavailable(
          `The payment gateway refused the report of ${date}: ${'responseMessage' in answer ? answer.responseMessage : ''}`,
        );
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse('transactions' in answer ? answer.transactions : '');
      } catch (err) {
        throw new PaymentProviderUnavailable('The payment gateway report could not be read.', {
          cause: err,
        });
      }
      const lines = reportLines.safeParse(parsed);
      if (!lines.success) {
        throw new PaymentProviderUnavailable('The payment gateway report could not be read.', {
          cause: lines.error,
        });
      }
      return lines.data.map((line): GatewayReportLine => ({
        xref: line.xref,
        action: line.action,
        state: line.state,
        amountPence: line.amount,
        transactionUnique: line.transactionUnique,
        orderRef: line.orderRef,
        parentXref: line.parentXref,
        at: new Date(line.createdAt).toISOString(),
      }));
    },

    verifyCallback(fields) {
      return verify(fields, secret);
    },
  };
}
