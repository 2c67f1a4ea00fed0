/* global window, document, HTMLInputElement */
/**
 * One hosted card field (number, expiry or CVV) in its own frame of the gateway's origin, so the
 * shop's page never sees card data. It talks to the shop with postMessage, only to and from
 * parentOrigin. The number frame is the controller: asked to tokenise, it reads its sibling frames
 * (same origin as itself, found by name in the parent's frames), posts the card to the gateway
 * and hands the shop a payment token. See docs/sandbox-gateway.md.
 */
'use strict';

(() => {
  const SOURCE = 'sunward-gateway';
  const PARENT_SOURCE = 'sunward-checkout';
  const FRAME_NAMES = {
    number: 'sunward-card-number',
    expiry: 'sunward-card-expiry',
    cvv: 'sunward-card-cvv',
  };
  const ERRORS = {
    number: 'Enter a valid card number',
    expiry: 'Enter a valid expiry date',
    cvv: 'Enter a valid security code',
  };
  const UNAVAILABLE = 'We could not check your card details. Please try again.';

  const input = document.getElementById('hosted-input');
  if (!(input instanceof HTMLInputElement)) return;
  const field = input.dataset.field;
  const parentOrigin = input.dataset.parentOrigin;
  const tokensUrl = input.dataset.tokensUrl;
  if (!field || !parentOrigin || !tokensUrl || !(field in ERRORS)) return;

  /** Once the shopper has left the field, its errors show (and then update as they type). */
  let touched = false;
  let busy = false;

  const post = (message) => {
    window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
  };

  const digitsOf = (value) => value.replace(/\D/g, '');

  const luhn = (digits) => {
    let sum = 0;
    let double = false;
    for (let i = digits.length - 1; i >= 0; i--) {
      let d = Number(digits.charAt(i));
      if (double) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
      double = !double;
    }
    return sum % 10 === 0;
  };

  const format = (value) => {
    const digits = digitsOf(value);
    if (field === 'number') return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    if (field === 'expiry') {
      let e = digits.slice(0, 4);
      // "4" can only be April: show it as 04 so the shopper carries on with the year.
      if (e.length === 1 && e > '1') e = `0${e}`;
      return e.length > 2 ? `${e.slice(0, 2)}/${e.slice(2)}` : e;
    }
    return digits.slice(0, 4);
  };

  /** The checks the gateway makes too (it has the last word): Luhn, MM/YY, 3–4 digits. */
  const isValidField = (name, value) => {
    if (name === 'number') {
      const digits = digitsOf(value);
      return digits.length >= 12 && digits.length <= 19 && luhn(digits);
    }
    if (name === 'expiry') return /^(0[1-9]|1[0-2])\/\d{2}$/.test(value);
    return /^\d{3,4}$/.test(value);
  };

  const report = () => {
    const value = input.value;
    const complete = isValidField(field, value);
    const showError = touched && value !== '' && !complete;
    if (showError) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    post({
      type: 'change',
      field,
      complete,
      empty: value === '',
      ...(showError ? { error: ERRORS[field] } : {}),
    });
  };

  /** Reformats in place, keeping the caret after the same number of digits. */
  const reformat = () => {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
    const formatted = format(input.value);
    if (formatted === input.value) return;
    input.value = formatted;
    let position = 0;
    let seen = 0;
    while (position < formatted.length && seen < digitsBefore) {
      if (/\d/.test(formatted.charAt(position))) seen++;
      position++;
    }
    if (document.activeElement === input) input.setSelectionRange(position, position);
  };

  input.addEventListener('input', () => {
    reformat();
    report();
  });
  input.addEventListener('blur', () => {
    touched = true;
    report();
  });
  input.addEventListener('keydown', (event) => {
    // Enter in a field submits a form: the shop decides what that means.
    if (event.key === 'Enter') {
      event.preventDefault();
      post({ type: 'submit', field });
    }
  });

  /** What the controller calls on each frame (same origin, so a direct call is allowed). */
  window.sunwardHostedField = {
    field,
    value: () => input.value,
    /** Marks the field as visited and reports it, so its error shows. */
    touch: () => {
      touched = true;
      report();
    },
  };

  const frameApi = (name) => {
    const frames = window.parent.frames;
    for (let i = 0; i < frames.length; i++) {
      try {
        const frame = frames[i];
        if (frame.name === name && frame.sunwardHostedField) return frame.sunwardHostedField;
      } catch {
        // A frame of another origin: not one of ours.
      }
    }
    return undefined;
  };

  const tokenise = async () => {
    if (busy) return;
    busy = true;
    try {
      const apis = {
        number: window.sunwardHostedField,
        expiry: frameApi(FRAME_NAMES.expiry),
        cvv: frameApi(FRAME_NAMES.cvv),
      };
      const errors = {};
      for (const name of ['number', 'expiry', 'cvv']) {
        const api = apis[name];
        if (!api) {
          errors[name] = ERRORS[name];
          continue;
        }
        api.touch();
        if (!isValidField(name, api.value())) errors[name] = ERRORS[name];
      }
      if (Object.keys(errors).length > 0) {
        post({ type: 'tokenError', errors });
        return;
      }
      const response = await fetch(tokensUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cardNumber: digitsOf(apis.number.value()),
          cardExpiryDate: apis.expiry.value(),
          cardCVV: apis.cvv.value(),
        }),
        credentials: 'omit',
        cache: 'no-store',
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok && typeof body.paymentToken === 'string') {
        post({
          type: 'token',
          paymentToken: body.paymentToken,
          cardNumberMask: body.cardNumberMask,
        });
      } else if (response.status === 400 && body.errors && typeof body.errors === 'object') {
        post({ type: 'tokenError', errors: body.errors });
      } else {
        post({ type: 'tokenError', errors: { number: UNAVAILABLE } });
      }
    } catch {
      post({ type: 'tokenError', errors: { number: UNAVAILABLE } });
    } finally {
      busy = false;
    }
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || data.source !== PARENT_SOURCE) return;
    if (data.type === 'focus') input.focus();
    else if (data.type === 'tokenise' && field === 'number') void tokenise();
  });

  post({ type: 'ready', field });
})();
