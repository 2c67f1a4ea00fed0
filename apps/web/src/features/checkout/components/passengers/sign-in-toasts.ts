/** docs/spec/2-checkout-payment.md §8 toasts, word for word. */
export const GUEST_TOAST = 'Continuing as guest. You can create an account at the end of checkout.';
export const LOGIN_TOAST = 'Welcome back! Your details have been loaded.';
export const REGISTER_TOAST = 'Account created successfully! Your details have been saved.';
export const TOAST_MS = 3000;
