import { escapeHtml } from '../../lib/html';
import type { AirlineSession, SessionDetails } from './service';

/**
 * The sandbox airline's HTML: its agent booking confirmation page, shown in a frame of the travel
 * agent's site (850 px high), and the views it turns into. Scripts come only from /airline/assets
 * (the CSP allows no inline script); styles are inline <style>, which the CSP allows. Every page
 * is lang="en-GB" (values formatted for another culture carry their own lang), works at 360 px
 * wide, and carries on its <main id="airline-page"> the telemetry its script posts to the agent:
 * data-telemetry-state, data-telemetry-status, data-session-id and data-agent-origin.
 */

/** What every page needs: who it talks to and where its script is. */
export interface PageContext {
  airlineName: string;
  /** The origin the script posts telemetry to (window.parent.postMessage's target origin). */
  agentOrigin: string;
  scriptUrl: string;
}

/** The telemetry the page's script posts as soon as it runs. */
interface Telemetry {
  state: 'LOADED' | 'REDIRECT' | 'CANCELLED' | 'ERROR';
  status: number;
  sessionId?: string | undefined;
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.4;color:#1a2238;background:#eef1f7}
body{margin:0;padding:8px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.card{max-width:44rem;margin:0 auto;background:#fff;border:1px solid #c9d1e3;border-radius:12px;overflow:clip}
.brand{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;background:#073590;color:#fff;padding:6px 16px;border-bottom:4px solid #f1c933}
.brand-name{font-weight:800;font-size:1.25rem;letter-spacing:.02em;margin:0}
.badge{display:inline-block;font-size:.8125rem;font-weight:700;background:#f1c933;color:#073590;border-radius:999px;padding:2px 10px}
.content{padding:12px 16px 0}
h1{font-size:1.25rem;line-height:1.3;margin:0 0 4px;color:#073590}
h2{font-size:1rem;line-height:1.3;margin:12px 0 6px;color:#073590}
h3{font-size:.9375rem;margin:0 0 2px}
p{margin:0 0 8px}
ul,ol{margin:0;padding:0;list-style:none}
dl{margin:0}
dt{font-weight:600}
dd{margin:0}
.summary{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 8px}
.reference{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:700;letter-spacing:.06em}
.legs{display:grid;gap:8px;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.leg{border:1px solid #c9d1e3;border-radius:10px;padding:8px 12px;background:#f8f9fc}
.direction{display:block;font-size:.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:#4a5578}
.route{font-weight:600;margin:0 0 4px}
.times{display:flex;flex-wrap:wrap;gap:2px 20px}
.times div{display:flex;gap:6px;align-items:baseline}
.times dt{font-weight:400;font-size:.875rem;color:#4a5578}
.times dd{font-weight:600}
.passengers{display:flex;flex-wrap:wrap;gap:4px 8px}
.passengers li{padding:2px 10px;border:1px solid #e3e7f0;border-radius:999px;background:#f8f9fc}
.pax-type{color:#4a5578}
.price{display:flex;justify-content:space-between;align-items:baseline;gap:12px;font-size:1.0625rem;border-top:2px solid #073590;padding-top:8px;margin:12px 0 0}
.price strong{font-size:1.25rem}
/* The terms and Confirm booking stay in sight at the foot of the agent's frame, however the page scrolls. */
form{position:sticky;bottom:0;z-index:1;margin:12px -16px 0;padding:10px 16px 12px;background:#fff;border-top:1px solid #c9d1e3;box-shadow:0 -6px 10px -8px rgba(7,53,144,.35)}
.check{display:flex;gap:10px;align-items:flex-start;padding:8px 10px;border:2px solid #c9d1e3;border-radius:10px;font-size:.875rem}
.check input{flex:none;width:24px;height:24px;margin:2px 0 0;accent-color:#073590}
.check label{cursor:pointer}
.check input:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.check:has(input[aria-invalid="true"]){border-color:#b91c1c}
.error{color:#b91c1c;font-weight:600;margin:6px 0 0}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}
button{font:inherit;font-weight:700;min-height:44px;min-width:44px;padding:8px 20px;border-radius:999px;border:2px solid #073590;cursor:pointer}
button:focus-visible{outline:3px solid #c2410c;outline-offset:3px}
button:disabled{opacity:.6;cursor:progress}
.primary{background:#f1c933;color:#073590;border-color:#f1c933;flex:1 1 12rem}
.primary:hover:not(:disabled){background:#e0b722}
.secondary{background:#fff;color:#073590}
.secondary:hover:not(:disabled){background:#eef1f7}
.status{margin:8px 0 0;color:#4a5578}
.status:empty,.error:empty{margin:0}
.panel{margin-top:12px;padding:12px 16px;border-radius:10px;border:2px solid #15803d;background:#f0fdf4}
.panel.cancelled,.panel.problem{border-color:#b91c1c;background:#fef2f2}
.panel h2{margin-top:0}
.panel h2:focus{outline:none}
.note{font-size:.8125rem;color:#4a5578;margin:12px 0;padding-bottom:4px}
@media (max-width:420px){body{padding:0}.card{border-radius:0;border-width:0}.content{padding:10px 12px 0}form{margin:12px -12px 0;padding:8px 12px 10px}.primary{flex-basis:8rem}}
`;

function page(
  context: PageContext,
  options: { title: string; telemetry: Telemetry; data?: Record<string, string>; body: string },
): string {
  const data: Record<string, string> = {
    'agent-origin': context.agentOrigin,
    'telemetry-state': options.telemetry.state,
    'telemetry-status': String(options.telemetry.status),
    ...(options.telemetry.sessionId ? { 'session-id': options.telemetry.sessionId } : {}),
    ...options.data,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${options.title} – ${context.airlineName}`)}</title>
<style>${CSS}</style>
</head>
<body>
<main class="card" id="airline-page"${attributes}>
<header class="brand">
<p class="brand-name">${escapeHtml(context.airlineName)}</p>
</header>
<div class="content">
${options.body}
</div>
</main>
<script src="${escapeHtml(context.scriptUrl)}"></script>
</body>
</html>
`;
}

/** Local date-time (yyyy-mm-ddThh:mm) → that wall-clock time, formatted for the culture. */
function formatLocalDateTime(value: string, culture: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return value;
  // As UTC, so the server's own time zone cannot shift the airport's local time.
  const at = new Date(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])),
  );
  const date = new Intl.DateTimeFormat(culture, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  const time = new Intl.DateTimeFormat(culture, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
  return `${date}, ${time}`;
}

function formatPrice(pence: number, culture: string): string {
  return new Intl.NumberFormat(culture, { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

/** A value formatted for the culture: marked with its language when that is not the page's. */
function inCulture(culture: string, html: string, tag = 'span', attributes = ''): string {
  const lang = culture === 'en-GB' ? '' : ` lang="${escapeHtml(culture)}"`;
  return `<${tag}${attributes}${lang}>${html}</${tag}>`;
}

const PASSENGER_TYPE = { adult: 'Adult', child: 'Child', infant: 'Infant' } as const;
const DIRECTION = { outbound: 'Outbound', inbound: 'Return' } as const;

function flightsHtml(details: SessionDetails, culture: string): string {
  const legs = details.flights
    .map((leg, index) => {
      const time = (value: string) =>
        inCulture(
          culture,
          escapeHtml(formatLocalDateTime(value, culture)),
          'time',
          ` datetime="${escapeHtml(value)}"`,
        );
      return `<li class="leg" data-leg="${index}">
<h3><span class="direction">${DIRECTION[leg.direction]} flight</span> <span class="flight-number">${escapeHtml(leg.flightNumber)}</span></h3>
<p class="route">${escapeHtml(leg.fromName)} (${escapeHtml(leg.from)}) <span aria-hidden="true">→</span><span class="sr-only"> to </span> ${escapeHtml(leg.toName)} (${escapeHtml(leg.to)})</p>
<dl class="times">
<div><dt>Departs</dt><dd>${time(leg.departs)}</dd></div>
<div><dt>Arrives</dt><dd>${time(leg.arrives)}</dd></div>
</dl>
</li>`;
    })
    .join('\n');
  return `<section aria-labelledby="flights-heading">
<h2 id="flights-heading">Flights</h2>
<ol class="legs" id="flights">
${legs}
</ol>
</section>`;
}

function passengersHtml(details: SessionDetails): string {
  const items = details.passengers
    .map(
      (p) =>
        `<li>${escapeHtml(`${p.title} ${p.firstName} ${p.lastName}`)} <span class="pax-type">(${PASSENGER_TYPE[p.type]})</span></li>`,
    )
    .join('\n');
  return `<section aria-labelledby="passengers-heading">
<h2 id="passengers-heading">Passengers</h2>
<ul class="passengers" id="passengers">
${items}
</ul>
</section>`;
}

function summaryHtml(session: AirlineSession, extra = ''): string {
  return `<dl class="summary">
<dt>Booking reference</dt><dd class="reference" id="booking-reference">${escapeHtml(session.bookingReference)}</dd>
${extra}
</dl>`;
}

function testBadge(session: AirlineSession): string {
  return session.target === 'TEST'
    ? `<p><span class="badge" id="target-badge">Test booking</span> No real reservation is made.</p>`
    : '';
}

/** The terms the customer must accept, named for the airline. */
export function termsLabel(airlineName: string): string {
  return `I have read and accept the ${airlineName} General Terms and Conditions of Carriage and Privacy Policy`;
}

/** The confirmation page: the booking, the terms checkbox, Confirm booking and Cancel. */
export function confirmPage(
  context: PageContext,
  options: {
    session: AirlineSession;
    culture: string;
    agent: string;
    confirmUrl: string;
    cancelUrl: string;
  },
): string {
  const { session, culture } = options;
  const { airlineName } = context;
  return page(context, {
    title: 'Confirm your booking',
    telemetry: { state: 'LOADED', status: 200, sessionId: session.sessionId },
    data: {
      agent: options.agent,
      'confirm-url': options.confirmUrl,
      'cancel-url': options.cancelUrl,
      'airline-name': airlineName,
    },
    body: `<h1 id="page-heading">Confirm your booking</h1>
${testBadge(session)}
<p>Your travel agent has booked these flights with ${escapeHtml(airlineName)} for you. Please check that the details are right and confirm the booking.</p>
${summaryHtml(session)}
${flightsHtml(session.details, culture)}
${passengersHtml(session.details)}
<p class="price"><span>Flight price</span> ${inCulture(culture, escapeHtml(formatPrice(session.details.totalPence, culture)), 'strong', ' id="flight-price"')}</p>
<form id="confirm-form" novalidate>
<div class="check">
<input type="checkbox" id="accept-terms" name="accepted" value="true" required aria-required="true" aria-describedby="accept-error">
<label for="accept-terms">${escapeHtml(termsLabel(airlineName))}</label>
</div>
<p class="error" id="accept-error" hidden></p>
<div class="actions">
<button type="submit" class="primary" id="confirm-button">Confirm booking</button>
<button type="button" class="secondary" id="cancel-button">Cancel</button>
</div>
<p class="status" id="confirm-status" role="status" aria-live="polite"></p>
<p class="error" id="confirm-error" role="alert"></p>
</form>
<section class="panel" id="confirmed-panel" aria-labelledby="confirmed-heading" hidden>
<h2 id="confirmed-heading" tabindex="-1">Booking confirmed</h2>
<p>Thank you. ${escapeHtml(airlineName)} has confirmed your booking.</p>
<p>Airline reference: <span class="reference" id="airline-reference"></span></p>
</section>
<section class="panel cancelled" id="cancelled-panel" aria-labelledby="cancelled-heading" hidden>
<h2 id="cancelled-heading" tabindex="-1">Booking not confirmed</h2>
<p>You cancelled. Your flights are not confirmed with ${escapeHtml(airlineName)}.</p>
</section>
<p class="note">This page is provided by ${escapeHtml(airlineName)} for bookings made through travel agents.</p>`,
  });
}

/** A session confirmed already: says so, and tells the agent again (REDIRECT, 200). */
export function alreadyConfirmedPage(
  context: PageContext,
  options: { session: AirlineSession; culture: string },
): string {
  const { session } = options;
  const reference = session.airlineReference
    ? `<dt>Airline reference</dt><dd class="reference" id="airline-reference">${escapeHtml(session.airlineReference)}</dd>`
    : '';
  return page(context, {
    title: 'Booking already confirmed',
    telemetry: { state: 'REDIRECT', status: 200, sessionId: session.sessionId },
    body: `<section class="panel" aria-labelledby="page-heading">
<h1 id="page-heading">This booking is already confirmed</h1>
<p>${escapeHtml(context.airlineName)} has confirmed these flights. There is nothing more to do here.</p>
${summaryHtml(session, reference)}
</section>`,
  });
}

/**
 * A cancelled session: one the customer cancelled before confirming, or one the agent cancelled
 * after it was confirmed (it keeps its airline reference). Tells the agent again (CANCELLED, 499).
 */
export function cancelledPage(
  context: PageContext,
  options: { session: AirlineSession; culture: string },
): string {
  const { session } = options;
  return page(context, {
    title: 'Booking confirmation cancelled',
    telemetry: { state: 'CANCELLED', status: 499, sessionId: session.sessionId },
    body: `<section class="panel cancelled" aria-labelledby="page-heading">
<h1 id="page-heading">This booking confirmation was cancelled</h1>
<p>${
      session.airlineReference
        ? `Your travel agent cancelled this booking: its flights are no longer booked with ${escapeHtml(context.airlineName)}.`
        : `These flights were not confirmed with ${escapeHtml(context.airlineName)}. Please go back to your travel agent.`
    }</p>
${summaryHtml(session)}
</section>`,
  });
}

/** A link that cannot be shown (bad parameters, unknown session): tells the agent (ERROR). */
export function errorPage(
  context: PageContext,
  options: { status: number; title: string; message: string; sessionId?: string },
): string {
  return page(context, {
    title: options.title,
    telemetry: { state: 'ERROR', status: options.status, sessionId: options.sessionId },
    body: `<section class="panel problem" aria-labelledby="page-heading">
<h1 id="page-heading">${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
</section>`,
  });
}
