/** docs/spec/2-checkout-payment.md 'Failed payment screen', §4 'Failed payment retry', §8 and §9, word for word. */
export const failedPaymentTexts = {
  loading: 'Loading booking details...',
  notFoundTitle: 'Booking Not Found',
  notFound: "We couldn't find the booking details you're looking for.",
  returnHome: 'Return to Home',
  loadFailed: 'Failed to load booking details',
  backToBooking: 'Back to Booking',
  bannerTitle: 'Payment Failed',
  /** §8: the banner's message when the query brings no `error`. */
  defaultMessage: 'Payment could not be processed. Please try again.',
  /** §2: what to do about it, under the message. */
  guidance:
    'We were unable to process your payment. Please check your payment details and try again.',
  errorCode: 'Error code',
  summaryTitle: 'Booking Summary',
  planTitle: 'Choose a Payment Plan',
  retryTitle: 'Retry Payment',
  changePlan: 'Change plan',
  selectedPlan: 'Selected plan',
  amountDue: 'Total amount due',
  beforeYouRetry: 'Before You Retry',
  initializing: 'Initializing secure payment...',
  initUnable: 'Unable to initialize payment system.',
  initFailed: 'Failed to initialize payment. Please try again.',
  initExhausted: 'Unable to initialize payment after multiple attempts. Please contact support.',
  tryAgain: 'Try Again',
  retryPrompt: 'Would you like to try initializing payment again?',
  retryPromptYes: 'Yes, try again',
  retryPromptNo: 'No, thanks',
  needHelp: 'Need Help?',
  contactSupport: 'Contact Support',
  alreadyBooked: 'This holiday has already been booked and paid for.',
} as const;

/** docs/spec/2-checkout-payment.md §9 'Payment init max retries 3'. */
export const PAYMENT_INIT_MAX_ATTEMPTS = 3;
/** docs/spec/2-checkout-payment.md §9: toasts for payment errors stay 5000 ms. */
export const PAYMENT_ERROR_TOAST_MS = 5000;
/** docs/spec/2-checkout-payment.md §4: the confirm dialog appears 2 s after a payment error. */
export const RETRY_PROMPT_DELAY_MS = 2000;

/** docs/spec/2-checkout-payment.md §9 'Failed page defaults'. */
export const FAILED_PAGE_DEFAULTS = {
  nights: 7,
  adults: 1,
  destination: 'Majorca',
  boardBasis: 'Room Only',
} as const;

/** docs/spec/2-checkout-payment.md §9 support hours for the phone line. */
export const PHONE_HOURS = 'Mon-Fri 10am-5pm, Sat 10am-5pm, Sun 10am-4pm';
