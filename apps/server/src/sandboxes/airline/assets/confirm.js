/* global window, document */
/**
 * The sandbox airline's confirmation page script (a file, as the page's CSP allows no inline
 * script). It tells the travel agent's page that frames it how things stand, by postMessage to
 * the agent's origin only (data-agent-origin), and only when it is framed:
 *   { type: 'telemetry', state: 'LOADED' | 'REDIRECT' | 'CANCELLED' | 'ERROR', status, sessionId }
 * REDIRECT with status 200 means the customer confirmed. The first message is the one the server
 * wrote on the page (data-telemetry-state / -status); then the customer's Confirm booking or
 * Cancel. See docs/sandbox-airline.md.
 */
'use strict';

(() => {
  const root = document.getElementById('airline-page');
  if (!root) return;
  const data = root.dataset;
  const agentOrigin = data.agentOrigin;
  const sessionId = data.sessionId;
  const framed = window.parent !== window;

  const telemetry = (state, status) => {
    if (!framed || !agentOrigin) return;
    const message = { type: 'telemetry', state, status };
    if (sessionId) message.sessionId = sessionId;
    window.parent.postMessage(message, agentOrigin);
  };

  if (data.telemetryState) telemetry(data.telemetryState, Number(data.telemetryStatus));

  const form = document.getElementById('confirm-form');
  const accept = document.getElementById('accept-terms');
  const acceptError = document.getElementById('accept-error');
  const confirmButton = document.getElementById('confirm-button');
  const cancelButton = document.getElementById('cancel-button');
  const status = document.getElementById('confirm-status');
  const failure = document.getElementById('confirm-error');
  const confirmedPanel = document.getElementById('confirmed-panel');
  const cancelledPanel = document.getElementById('cancelled-panel');
  const reference = document.getElementById('airline-reference');
  const confirmUrl = data.confirmUrl;
  const cancelUrl = data.cancelUrl;
  if (
    !form ||
    !accept ||
    !acceptError ||
    !confirmButton ||
    !cancelButton ||
    !status ||
    !failure ||
    !confirmedPanel ||
    !cancelledPanel ||
    !reference ||
    !confirmUrl ||
    !cancelUrl
  ) {
    return;
  }
  const airlineName = data.airlineName || 'the airline';
  const ACCEPT_MESSAGE = `Please tick the box to accept the ${airlineName} General Terms and Conditions of Carriage and Privacy Policy.`;
  const CONFIRM_FAILED = 'We could not confirm your booking. Please try again.';
  const UNREACHABLE = `We could not reach ${airlineName}. Please check your connection and try again.`;

  let busy = false;

  const setBusy = (value) => {
    busy = value;
    confirmButton.disabled = value;
    cancelButton.disabled = value;
  };

  const showAcceptError = (show) => {
    acceptError.hidden = !show;
    acceptError.textContent = show ? ACCEPT_MESSAGE : '';
    if (show) accept.setAttribute('aria-invalid', 'true');
    else accept.removeAttribute('aria-invalid');
  };

  /** Replaces the form with one of the outcome panels and moves focus to its heading. */
  const finish = (panel) => {
    form.hidden = true;
    panel.hidden = false;
    const heading = panel.querySelector('h2');
    if (heading) heading.focus();
  };

  const post = async (url, body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const answer = await response.json().catch(() => ({}));
    return { status: response.status, ok: response.ok, answer: answer || {} };
  };

  const confirmed = (airlineReference) => {
    reference.textContent = typeof airlineReference === 'string' ? airlineReference : '';
    status.textContent = '';
    finish(confirmedPanel);
    telemetry('REDIRECT', 200);
  };

  const confirmBooking = async () => {
    if (busy) return;
    if (!accept.checked) {
      showAcceptError(true);
      accept.focus();
      return;
    }
    showAcceptError(false);
    setBusy(true);
    failure.textContent = '';
    status.textContent = 'Confirming your booking…';
    let result;
    try {
      result = await post(confirmUrl, { accepted: true, agent: data.agent });
    } catch {
      status.textContent = '';
      failure.textContent = UNREACHABLE;
      setBusy(false);
      // No HTTP answer at all: status 0, as a browser reports it.
      telemetry('ERROR', 0);
      return;
    }
    if (result.ok && result.answer.status === 'confirmed') {
      confirmed(result.answer.airlineReference);
      return;
    }
    status.textContent = '';
    const message = result.answer.error && result.answer.error.message;
    failure.textContent = typeof message === 'string' ? message : CONFIRM_FAILED;
    setBusy(false);
    telemetry('ERROR', result.status);
  };

  const cancelBooking = async () => {
    if (busy) return;
    setBusy(true);
    failure.textContent = '';
    status.textContent = 'Cancelling…';
    try {
      const result = await post(cancelUrl, { agent: data.agent });
      // Confirmed meanwhile (another tab): that is what the airline holds, so say so.
      if (result.answer.status === 'confirmed') {
        confirmed(result.answer.airlineReference);
        return;
      }
    } catch {
      // Not recorded at the airline; the booking stays unconfirmed all the same.
    }
    status.textContent = '';
    finish(cancelledPanel);
    telemetry('CANCELLED', 499);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void confirmBooking();
  });
  cancelButton.addEventListener('click', () => {
    void cancelBooking();
  });
  accept.addEventListener('change', () => {
    if (accept.checked) showAcceptError(false);
  });
})();
