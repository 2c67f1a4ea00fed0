import { escapeHtml } from '../../lib/html';
import type { Fields } from '../../integrations/payment-gateway/protocol';
import { groupCardNumber, TEST_CARDS } from './cards';

/**
 * The sandbox gateway's HTML. Scripts come only from /gateway/assets (the CSP allows no inline
 * script); styles are inline <style>, which the CSP allows. Every page is lang="en-GB", works at
 * 360 px wide and inside a frame of the shop.
 */

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;background:#f3f4f6}
body{margin:0;padding:16px}
.card{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #d1d5db;border-radius:12px;padding:20px}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 12px}
p{margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px}
dt{font-weight:600}
dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{font:inherit;min-height:44px;padding:10px 20px;border-radius:8px;border:2px solid #1d4ed8;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
.note{font-size:.875rem;color:#4b5563}
`;

function page(options: { title: string; body: string; css?: string; scripts?: string[] }): string {
  const scripts = (options.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}"></script>`)
    .join('');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${options.css ?? BASE_CSS}</style>
</head>
<body>
${options.body}
${scripts}
</body>
</html>
`;
}

export type HostedField = 'number' | 'expiry' | 'cvv';

const HOSTED_INPUT: Record<
  HostedField,
  { label: string; autocomplete: string; name: string; maxLength: number; placeholder: string }
> = {
  number: {
    label: 'Card number',
    autocomplete: 'cc-number',
    name: 'cardnumber',
    maxLength: 23,
    placeholder: '',
  },
  expiry: {
    label: 'Expiry date (MM/YY)',
    autocomplete: 'cc-exp',
    name: 'exp-date',
    maxLength: 5,
    placeholder: 'MM/YY',
  },
  cvv: {
    label: 'Security code (CVV)',
    autocomplete: 'cc-csc',
    name: 'cvc',
    maxLength: 4,
    placeholder: '',
  },
};

/** Sized for a frame 52 px tall: a 44 px input and room for its focus ring. */
const HOSTED_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent}
body{padding:4px}
input{display:block;width:100%;min-height:44px;margin:0;padding:8px 12px;font:16px/1.25 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2933;background:#fff;border:2px solid #6b7280;border-radius:6px}
input:focus{outline:3px solid #1d4ed8;outline-offset:1px;border-color:#1d4ed8}
input[aria-invalid="true"]{border-color:#b91c1c}
input::placeholder{color:#6b7280}
`;

export function hostedFieldPage(options: {
  field: HostedField;
  parentOrigin: string;
  tokensUrl: string;
  scriptUrl: string;
}): string {
  const input = HOSTED_INPUT[options.field];
  const attributes = [
    `id="hosted-input"`,
    `type="text"`,
    `name="${input.name}"`,
    `aria-label="${escapeHtml(input.label)}"`,
    `autocomplete="${input.autocomplete}"`,
    `inputmode="numeric"`,
    `spellcheck="false"`,
    `autocapitalize="off"`,
    `maxlength="${input.maxLength}"`,
    input.placeholder ? `placeholder="${input.placeholder}"` : '',
    `data-field="${options.field}"`,
    `data-parent-origin="${escapeHtml(options.parentOrigin)}"`,
    `data-tokens-url="${escapeHtml(options.tokensUrl)}"`,
  ].filter(Boolean);
  return page({
    title: input.label,
    css: HOSTED_CSS,
    body: `<input ${attributes.join(' ')}>`,
    scripts: [options.scriptUrl],
  });
}

/** A page whose form posts itself on load (three-ds.js), with a button if scripts are off. */
export function autoPostPage(options: {
  title: string;
  action: string;
  fields: Fields;
  scriptUrl: string;
}): string {
  const inputs = Object.entries(options.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return page({
    title: options.title,
    body: `<main class="card">
<h1>${escapeHtml(options.title)}</h1>
<p role="status">Please wait&hellip;</p>
<form method="post" action="${escapeHtml(options.action)}" data-auto-submit>
${inputs}
<noscript><button type="submit" class="primary">Continue</button></noscript>
</form>
</main>`,
    scripts: [options.scriptUrl],
  });
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function challengePage(options: {
  creq: string;
  merchantName: string;
  amount: number;
  cardLastFour: string | null;
  completeUrl: string;
}): string {
  const title = 'Sunward Test Bank – Verify your payment';
  const card = options.cardLastFour
    ? `<dt>Card</dt><dd>Ending ${escapeHtml(options.cardLastFour)}</dd>`
    : '';
  return page({
    title,
    body: `<main class="card">
<h1>${escapeHtml(title)}</h1>
<p>Your bank wants to check that it is really you making this payment.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(options.merchantName)}</dd>
<dt>Amount</dt><dd>${escapeHtml(pounds.format(options.amount / 100))}</dd>
${card}
</dl>
<form method="post" action="${escapeHtml(options.completeUrl)}">
<input type="hidden" name="creq" value="${escapeHtml(options.creq)}">
<div class="actions">
<button type="submit" name="decision" value="approve" class="primary">Approve</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail authentication</button>
</div>
</form>
<p class="note">This is the sandbox gateway's test bank: no real bank is contacted.</p>
</main>`,
  });
}

export function messagePage(title: string, message: string): string {
  return page({
    title,
    body: `<main class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`,
  });
}

export function testCardsPage(): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr>
<td><span class="pan">${groupCardNumber(card.number)}</span></td>
<td>${card.brand}</td>
<td>${escapeHtml(card.description)}</td>
<td>${card.responseCode}</td>
</tr>`,
  ).join('\n');
  const css = `${BASE_CSS}
.card{max-width:56rem}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;margin:0 0 16px}
caption{text-align:left;font-weight:600;margin-bottom:8px}
th,td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid #d1d5db}
.pan{font-variant-numeric:tabular-nums;white-space:nowrap}
ul{padding-left:20px}`;
  return page({
    title: 'Sandbox gateway test cards',
    css,
    body: `<main class="card">
<h1>Sandbox gateway test cards</h1>
<p>Use these card numbers with the sandbox payment gateway. No real payment is taken.</p>
<ul>
<li>Any expiry date in the future and any 3-digit security code work.</li>
<li>A past expiry date is declined with response code 54 (expired card), whatever the card.</li>
<li>Any other card number that passes the Luhn check is approved.</li>
</ul>
<div class="table-wrap">
<table>
<caption>Test card numbers and what the gateway does with them</caption>
<thead>
<tr><th scope="col">Card number</th><th scope="col">Brand</th><th scope="col">Outcome</th><th scope="col">First responseCode</th></tr>
</thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<p class="note">Response code 65802 means 3-D Secure is needed; after it, the payment is approved (0) or, if the shopper fails the challenge, refused with 65803.</p>
</main>`,
  });
}
