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

/**
 * One transaction of the gateway's settlement report for a day: only those that went through (a
 * SALE approved, whatever became of it since, and approved REFUND_SALEs and CANCELs). Declined,
 * failed and unfinished (3-D Secure) transactions move no money and are left out.
 */
export interface GatewayReportLine {
  xref: string;
  action: 'SALE' | 'REFUND_SALE' | 'CANCEL';
  /** Now: a SALE may since have been voided ('cancelled') or refunded in full ('refunded'). */
  state: 'approved' | 'refunded' | 'cancelled';
  /** A SALE's amount taken; a REFUND_SALE's or CANCEL's amount given back. */
  amountPence: number;
  transactionUnique: string | null;
  orderRef: string | null;
  /** The SALE a REFUND_SALE or CANCEL gives back; null for a SALE. */
  parentXref: string | null;
  /** When the gateway made it (ISO 8601, UTC). */
  at: string;
}

export interface PaymentProvider {
  /** Authorise and capture (Cardstream SALE). */
  sale(request: SaleRequest): Promise<PaymentOutcome>;
  /** Continue a SALE after the shopper's browser completed 3-D Secure. */
  continueThreeDS(threeDSRef: string, response: Record<string, string>): Promise<PaymentOutcome>;
  /**
   * The gateway's record of a transactionUnique; null when it never saw one. A SALE's may say it
   * was given back since (`reversed`); a REFUND_SALE's or CANCEL's is its own outcome (its xref
   * and amount when approved).
   */
  query(transactionUnique: string): Promise<QueriedOutcome | null>;
  /**
   * Gives back `amountPence` of a settled, approved SALE (Cardstream REFUND_SALE); several partial
   * refunds may add up to the SALE's amount. `transactionUnique` is the refund's own key: a
   * repeat within the gateway's duplicate window is refused, and `query` finds it by it.
   */
  refund(request: {
    xref: string;
    amountPence: number;
    transactionUnique: string;
  }): Promise<PaymentOutcome>;
  /** Voids an approved SALE the gateway has not settled yet (Cardstream CANCEL). */
  cancel(request: { xref: string; transactionUnique: string }): Promise<PaymentOutcome>;
  /**
   * The gateway's settlement report of one day (`yyyy-mm-dd`, London time: the transactions it
   * made from that midnight to the next), oldest first.
   */
  transactionsOn(date: string): Promise<GatewayReportLine[]>;
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
