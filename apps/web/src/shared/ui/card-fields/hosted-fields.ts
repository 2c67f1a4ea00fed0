/**
 * The gateway's hosted card fields (docs/sandbox-gateway.md): three frames of the gateway's origin
 * that talk to this page only through postMessage. Card data never enters this page.
 */

/** docs/spec/2-checkout-payment.md §8 'Payment provider': the frames did not load in time. */
export const CARD_FORM_NOT_LOADED = 'Could not load the payment form. Please try again later.';

/** The frames' pages arrived but their scripts never started (no 'ready' after the page loaded). */
export const PROVIDER_SCRIPTS_FAILED =
  'Failed to load payment provider scripts. Please refresh the page.';

export type CardField = 'number' | 'expiry' | 'cvv';

export const CARD_FIELDS: { field: CardField; name: string; label: string }[] = [
  { field: 'number', name: 'sunward-card-number', label: 'Card number' },
  { field: 'expiry', name: 'sunward-card-expiry', label: 'Expiry date (MM/YY)' },
  { field: 'cvv', name: 'sunward-card-cvv', label: 'Security code (CVV)' },
];

export type GatewayMessage =
  | { source: 'sunward-gateway'; type: 'ready'; field: CardField }
  | {
      source: 'sunward-gateway';
      type: 'change';
      field: CardField;
      complete: boolean;
      error?: string;
    }
  | { source: 'sunward-gateway'; type: 'token'; paymentToken: string; cardNumberMask?: string }
  | {
      source: 'sunward-gateway';
      type: 'tokenError';
      errors: Partial<Record<CardField, string>>;
      message?: string;
    };

export function isGatewayMessage(data: unknown): data is GatewayMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'sunward-gateway' &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

export function fieldUrl(gatewayUrl: string, field: CardField): string {
  const q = new URLSearchParams({ field, parentOrigin: window.location.origin });
  return `${gatewayUrl}/hosted/field?${q.toString()}`;
}
