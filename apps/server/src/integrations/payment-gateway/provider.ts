/**
 * The payment-provider boundary (docs/design.md §1, §6; Medusa's provider shape): what the product
 * needs from a card gateway. The built-in adapter speaks the Cardstream-style Direct protocol
 * (./cardstream-provider.ts) to the sandbox gateway; another gateway is another adapter.
 * Amounts are minor units (pence).
 */

export interface BrowserDetails {
  deviceChannel: string;
  deviceIdentity: string;
  deviceTimeZone: string;
  deviceAcceptLanguage: string;
  deviceScreenResolution: string;
  remoteAddress: string;
}

export interface SaleRequest {
  amountPence: number;
  orderRef: string;
  transactionUnique: string;
  paymentToken: string;
  /** Where the gateway's 3-D Secure pages post the shopper's browser back to. */
  threeDSRedirectURL: string;
  browser: BrowserDetails;
}

/** What the gateway decided; `xref` identifies the transaction at the gateway. */
export type PaymentOutcome =
  | { status: 'approved'; xref: string; amountPence: number; message: string }
  | {
      status: 'requires_action';
      xref: string;
      threeDSRef: string;
      /** The gateway page the browser posts `request` to (method or challenge). */
      threeDSURL: string;
      request: { creq?: string; threeDSMethodData?: string };
    }
  | { status: 'declined'; xref: string | null; code: number; message: string }
  /** The gateway could not process it (missing/invalid field, processing error, duplicate). */
  | { status: 'failed'; xref: string | null; code: number; message: string };

/** What QUERY may also say: the approved SALE was given back since (voided or refunded). */
export type QueriedOutcome =
  PaymentOutcome | { status: 'reversed'; xref: string; reversal: 'voided' | 'refunded' };

export interface PaymentProvider {
  /** Authorise and capture (Cardstream SALE). */
  sale(request: SaleRequest): Promise<PaymentOutcome>;
  /** Continue a SALE after the shopper's browser completed 3-D Secure. */
  continueThreeDS(threeDSRef: string, response: Record<string, string>): Promise<PaymentOutcome>;
  /** The gateway's record of a transactionUnique; null when it never saw one. */
  query(transactionUnique: string): Promise<QueriedOutcome | null>;
  refund(xref: string, amountPence: number): Promise<PaymentOutcome>;
  /** Voids an approved transaction that was not settled (Cardstream CANCEL). */
  cancel(xref: string): Promise<PaymentOutcome>;
  /** True when a message the gateway sent via the shopper's browser is authentic. */
  verifyCallback(fields: Record<string, string>): boolean;
}

/** The gateway could not be reached or answered something unusable: nothing is known yet. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}
