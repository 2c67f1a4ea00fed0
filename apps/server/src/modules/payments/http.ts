import { isCardDataField } from '@sunward/contracts/payments';
import { idempotencyKey } from '@sunward/contracts/errors';
import * as z from 'zod/mini';

/** What the payment routes share: card data refused, the Idempotency-Key, the 3-D Secure return. */

export const CARD_DATA_REFUSED =
  'Card details must only be entered in the secure card fields. Nothing was charged.';

export const idempotencyHeaders = z.object({
  'idempotency-key': idempotencyKey('An Idempotency-Key header is required to take a payment.'),
});

/** True when a field named like a card number, expiry or CVV appears anywhere in the body. */
export function carriesCardData(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([name, inner]) => isCardDataField(name) || carriesCardData(inner, depth + 1),
  );
}

/** The page the gateway's 3-D Secure frame lands on: it sends the whole window on. */
export function threeDSReturnPage(next: string): string {
  const href = next.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Finishing your payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/api/payment/3ds/return.js" defer></script></head>
<body style="font-family:system-ui,sans-serif;padding:24px;text-align:center">
<p>Finishing your payment&hellip;</p><p><a id="next" href="${href}" target="_top">Continue</a></p></body></html>`;
}

export const RETURN_SCRIPT = `(function () {
  var link = document.getElementById('next');
  if (link) window.top.location.href = link.href;
})();
`;
