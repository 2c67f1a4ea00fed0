import type { BrowserInfo } from '@sunward/contracts/payments';

/**
 * What the browser reports for 3-D Secure with a card payment (docs/spec/2-checkout-payment.md §7
 * 'Payment submit'): checkout and a booking's later payments send the same.
 */
export function browserInfo(): BrowserInfo {
  return {
    deviceChannel: 'browser',
    deviceIdentity: navigator.userAgent.slice(0, 500),
    deviceTimeZone: String(new Date().getTimezoneOffset()),
    deviceAcceptLanguage: navigator.language || 'en-GB',
    deviceScreenResolution: `${String(screen.width)}x${String(screen.height)}x${String(screen.colorDepth)}`,
  };
}
