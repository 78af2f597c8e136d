import { createHash } from 'node:crypto';
import { renderSVG } from 'uqr';
import { CARD_BRANDS, CARD_BRAND_NAMES, SANDBOX_CARDS } from '@travel/contracts/payments';
import { escapeHtml } from '../../html-escape';
import type { SandboxSessionRow } from './sandbox-session';

/**
 * The sandbox checkout page (`GET /sandbox-checkout/:id`): plain HTML and CSS rendered by the
 * API, no script at all, so its policy allows nothing but its own stylesheet (by hash) and
 * form posts to itself. It looks like the storefront (same blue, type and cards), every field
 * has a label, and it works from the keyboard with the browser's own controls.
 */

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
 color:#1f2933;background:#f1f3f5;line-height:1.5}
header{background:#fff;border-bottom:1px solid #dee2e6;padding:12px 20px;display:flex;
 align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.15rem;color:#1864ab}
.secure{font-size:.875rem;color:#495057}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px;margin-bottom:16px}
h1{font-size:1.35rem;margin:0 0 4px}
h2{font-size:1.1rem;margin:0 0 12px}
.amount{font-size:1.6rem;font-weight:700;margin:8px 0 0}
.muted{color:#495057;font-size:.875rem;margin:4px 0 0}
label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}
input,select{width:100%;font:inherit;padding:8px 10px;border:1px solid #868e96;border-radius:4px;
 background:#fff;color:#1f2933}
.row{display:flex;gap:12px}
.row>div{flex:1}
button{font:inherit;font-weight:600;margin-top:18px;width:100%;padding:10px 16px;border:0;
 border-radius:4px;background:#1864ab;color:#fff;cursor:pointer}
button:hover{background:#1c4f82}
a{color:#1864ab}
:focus-visible{outline:3px solid #fab005;outline-offset:2px}
.error{border-left:4px solid #c92a2a;background:#fff5f5;color:#8a1c1c;padding:10px 12px;
 margin-bottom:16px;border-radius:4px}
.qr{display:block;width:220px;height:220px;margin:8px auto}
.cancel{display:inline-block;margin-top:4px}
details{font-size:.875rem;margin-top:12px}
table{border-collapse:collapse;width:100%;font-size:.85rem}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e9ecef}
`;

const STYLE_HASH = createHash('sha256').update(CSS).digest('base64');

/** The page's own policy: its stylesheet, posts to itself, nothing else (no script at all). */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join(';');

const money = (cents: number, currency: string): string =>
  `${currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;

const TEST_CARDS: [string, string][] = [
  [SANDBOX_CARDS.visaSuccess, 'Visa: approved'],
  [SANDBOX_CARDS.mastercardSuccess, 'MasterCard: approved'],
  [SANDBOX_CARDS.amexSuccess, 'American Express: approved (4-digit code)'],
  [SANDBOX_CARDS.visaDeclined, 'Visa: declined'],
  [SANDBOX_CARDS.visaIssueFails, 'Visa: approved, the supplier then fails'],
];

export interface SandboxPageOptions {
  /** A message to show above the form (a refused card, a form error). */
  error?: string | undefined;
  now: Date;
}

export function renderSandboxPage(row: SandboxSessionRow, options: SandboxPageOptions): string {
  const expired =
    row.status === 'expired' ||
    (row.status === 'open' && row.expiresAt.getTime() <= options.now.getTime());
  const amount = money(row.amountCents, row.currency);
  const body = expired
    ? closedCard('This payment page has expired', 'Nothing was charged.', row.cancelUrl, 'Go back')
    : row.status === 'complete'
      ? closedCard('Paid', `${amount} was paid.`, row.successUrl, 'Continue')
      : row.status === 'processing'
        ? closedCard(
            'Your payment is being processed',
            'Refresh this page in a moment.',
            row.successUrl,
            'See your booking',
          )
        : openCards(row, amount, options);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Secure payment · Travel Outlet</title>
<style>${CSS}</style>
</head>
<body>
<header>
<span class="brand">Travel Outlet</span>
<span class="secure">Secure payment page · sandbox, no money moves</span>
</header>
<main>
<section class="card" aria-labelledby="summary-title">
<h1 id="summary-title">Pay for your booking</h1>
<p class="muted">${escapeHtml(row.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">This page is open until ${escapeHtml(utcTime(row.expiresAt))} UTC.</p>
</section>
${body}
</main>
</body>
</html>`;
}

const utcTime = (date: Date): string => date.toISOString().slice(0, 16).replace('T', ' ');

function closedCard(title: string, text: string, href: string, link: string): string {
  return `<section class="card" aria-labelledby="state-title">
<h2 id="state-title">${escapeHtml(title)}</h2>
<p>${escapeHtml(text)}</p>
<a href="${escapeHtml(href)}">${escapeHtml(link)}</a>
</section>`;
}

function openCards(row: SandboxSessionRow, amount: string, options: SandboxPageOptions): string {
  const parts: string[] = [];
  if (options.error) {
    parts.push(`<div class="error" role="alert">${escapeHtml(options.error)}</div>`);
  }
  if (row.paymentMethodTypes.includes('card')) parts.push(cardForm(row, amount, options.now));
  if (row.paymentMethodTypes.includes('wechat_pay')) parts.push(weChatCard(row, amount));
  parts.push(`<p><a class="cancel" href="${escapeHtml(row.cancelUrl)}">Cancel and go back</a></p>`);
  return parts.join('\n');
}

function cardForm(row: SandboxSessionRow, amount: string, now: Date): string {
  const year = now.getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, i) => i + 1)
    .map((m) => `<option value="${m}">${String(m).padStart(2, '0')}</option>`)
    .join('');
  const years = Array.from({ length: 12 }, (_, i) => year + i)
    .map((y) => `<option value="${y}">${y}</option>`)
    .join('');
  const brands = CARD_BRANDS.map(
    (brand) => `<option value="${brand}">${escapeHtml(CARD_BRAND_NAMES[brand])}</option>`,
  ).join('');
  const testCards = TEST_CARDS.map(
    ([number, what]) => `<tr><td>${number}</td><td>${escapeHtml(what)}</td></tr>`,
  ).join('');
  return `<section class="card" aria-labelledby="card-title">
<h2 id="card-title">Pay by card</h2>
<form method="post" action="/sandbox-checkout/${encodeURIComponent(row.id)}/card" autocomplete="on">
<label for="cardType">Card type</label>
<select id="cardType" name="cardType" required>${brands}</select>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" spellcheck="false">
<div class="row">
<div><label for="expiryMonth">Expiry month</label>
<select id="expiryMonth" name="expiryMonth" autocomplete="cc-exp-month" required>${months}</select></div>
<div><label for="expiryYear">Expiry year</label>
<select id="expiryYear" name="expiryYear" autocomplete="cc-exp-year" required>${years}</select></div>
</div>
<label for="cvv">Security code</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" spellcheck="false">
<label for="cardholderName">Name on card</label>
<input id="cardholderName" name="cardholderName" autocomplete="cc-name" required maxlength="100">
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<details><summary>Sandbox test cards</summary>
<table><thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead>
<tbody>${testCards}</tbody></table>
<p class="muted">Any future expiry; 3-digit security code (4 for American Express).</p>
</details>
</section>`;
}

function weChatCard(row: SandboxSessionRow, amount: string): string {
  // What a real WeChat Pay QR code carries: a payment link the WeChat app opens.
  const svg = renderSVG(`weixin://wxpay/bizpayurl?pr=${row.id}`, { border: 2 }).replace(
    '<svg ',
    '<svg class="qr" role="img" aria-label="WeChat Pay QR code for this payment" ',
  );
  return `<section class="card" aria-labelledby="wx-title">
<h2 id="wx-title">Pay with WeChat Pay</h2>
<p>Scan the code with WeChat and pay ${escapeHtml(amount)}, then confirm here.</p>
${svg}
<form method="post" action="/sandbox-checkout/${encodeURIComponent(row.id)}/wechat">
<button type="submit">I have paid in WeChat</button>
</form>
</section>`;
}
