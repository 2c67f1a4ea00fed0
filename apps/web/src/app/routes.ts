import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';

/** docs/spec/1-shell-search-package.md §2 route table: every name and path, plus the three status screens. */
export type RouteName =
  | 'home'
  | 'About'
  | 'TouristTax'
  | 'SearchResults'
  | 'PackageDetails'
  | 'SharedPackage'
  | 'PackageExtras'
  | 'PackagePassengers'
  | 'RyanairConfirmation'
  | 'BookingConfirmation'
  | 'DynamicPage'
  | 'Deals'
  | 'Deal'
  | 'ContactUs'
  | 'Reviews'
  | 'Login'
  | 'Register'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'ManageBooking'
  | 'PriceWatchConfirm'
  | 'PriceWatchUnsubscribe'
  | 'AccountHome'
  | 'BookingDetail'
  | 'PaymentConfirmation'
  | 'FailedPayment'
  | 'ComingSoon'
  | 'MaintenanceMode'
  | 'Unavailable'
  | 'NotFound';

export interface AppRoute {
  name: RouteName;
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Needs a signed-in customer; a visitor goes to Login. */
  requiresAuth?: boolean;
  /** Needs a booking in progress (checkout store); otherwise home. */
  requiresBooking?: boolean;
  /**
   * A query parameter the page cannot work without and explains itself when it is missing (the
   * airline confirmation's sessionId, docs/spec/2-checkout-payment.md §8): without it the page
   * shows its message instead of the guard sending the visitor home.
   */
  explainsMissingParam?: string;
  /** Signed in, or a guest whose looked-up booking is the one :reference names; otherwise ManageBooking. */
  requiresBookingAccess?: boolean;
  /** Navbar and footer hidden. */
  bare?: boolean;
  /** Part of the checkout flow: leaving it for any other page stops the checkout timer. */
  checkoutFlow?: boolean;
}

export const routes: readonly AppRoute[] = [
  {
    name: 'home',
    path: '/',
    title: 'Package holidays and hotel stays',
    load: () => import('../features/home/components/HomePage'),
  },
  {
    name: 'About',
    path: '/about',
    title: 'About us',
    load: () => import('../features/content/components/AboutPage'),
  },
  {
    name: 'TouristTax',
    path: '/tourist-tax',
    title: 'Tourist tax',
    load: () => import('../features/tourist-tax/components/TouristTaxPage'),
  },
  {
    name: 'SearchResults',
    path: '/search',
    title: 'Holiday search results',
    load: () => import('../features/results/components/SearchResultsPage'),
  },
  {
    name: 'PackageDetails',
    path: '/package',
    title: 'Your holiday',
    load: () => import('../features/package/components/PackageDetailsPage'),
  },
  {
    name: 'SharedPackage',
    path: '/share/package',
    title: 'Shared holiday',
    load: () => import('./pages/SharedPackage'),
  },
  {
    name: 'PackageExtras',
    path: '/book/extras',
    title: 'Extras',
    checkoutFlow: true,
    load: () => import('../features/checkout/components/ExtrasPage'),
  },
  {
    name: 'PackagePassengers',
    path: '/book/passengers',
    title: 'Passengers',
    checkoutFlow: true,
    load: () => import('../features/checkout/components/PassengersPage'),
  },
  {
    name: 'RyanairConfirmation',
    path: '/book/ryanair-confirmation',
    title: 'Airline confirmation',
    checkoutFlow: true,
    requiresBooking: true,
    explainsMissingParam: 'sessionId',
    load: () => import('../features/checkout/payment/components/AirlineConfirmationPage'),
  },
  {
    name: 'BookingConfirmation',
    path: '/book/confirmation/:reference',
    title: 'Booking confirmed',
    checkoutFlow: true,
    load: () => import('../features/bookings/components/BookingConfirmationPage'),
  },
  {
    name: 'DynamicPage',
    path: '/page/:slug',
    title: 'Information',
    load: () => import('../features/content/components/DynamicPage'),
  },
  {
    name: 'Deals',
    path: '/deals',
    title: 'Exclusive deals',
    load: () => import('../features/deals/components/DealsPage'),
  },
  {
    name: 'Deal',
    path: '/deals/:slug',
    title: 'Deal',
    load: () => import('../features/deals/components/DealPage'),
  },
  {
    name: 'ContactUs',
    path: '/contact-us',
    title: 'Contact us',
    load: () => import('../features/content/components/ContactPage'),
  },
  {
    // Not in docs/spec/1-shell-search-package.md's table, but home's 'Read More Reviews' goes here.
    name: 'Reviews',
    path: '/reviews',
    title: 'Customer reviews',
    load: () => import('../features/reviews/components/ReviewsPage'),
  },
  {
    name: 'Login',
    path: '/login',
    title: 'Sign in',
    bare: true,
    load: () => import('../features/auth/components/LoginPage'),
  },
  {
    name: 'Register',
    path: '/register',
    title: 'Create an account',
    load: () => import('../features/auth/components/RegisterPage'),
  },
  {
    name: 'ForgotPassword',
    path: '/forgot-password',
    title: 'Forgotten password',
    load: () => import('../features/auth/components/ForgotPasswordPage'),
  },
  {
    name: 'ResetPassword',
    path: '/reset-password',
    title: 'Reset your password',
    load: () => import('../features/auth/components/ResetPasswordPage'),
  },
  {
    name: 'ManageBooking',
    path: '/manage-booking',
    title: 'Manage your booking',
    load: () => import('../features/bookings/components/ManageBookingPage'),
  },
  {
    name: 'PriceWatchConfirm',
    path: '/price-watch/confirm',
    title: 'Confirm your price watch',
    load: () => import('../features/price-watch/components/ConfirmPriceWatchPage'),
  },
  {
    name: 'PriceWatchUnsubscribe',
    path: '/price-watch/unsubscribe',
    title: 'Stop price watch e-mails',
    load: () => import('../features/price-watch/components/UnsubscribePriceWatchPage'),
  },
  {
    name: 'AccountHome',
    path: '/account',
    title: 'My account',
    requiresAuth: true,
    load: () => import('./pages/AccountHome'),
  },
  {
    name: 'BookingDetail',
    path: '/account/booking/:reference/:tab?',
    title: 'Your booking',
    requiresBookingAccess: true,
    load: () => import('../features/bookings/components/BookingDetailPage'),
  },
  {
    name: 'PaymentConfirmation',
    path: '/payment/confirmation',
    title: 'Payment confirmation',
    load: () => import('../features/checkout/payment/components/PaymentConfirmationPage'),
  },
  {
    name: 'FailedPayment',
    path: '/payment/failed/:uuid?',
    title: 'Payment not completed',
    // The retry happens on the same hold: its timer keeps running here (docs/spec/2-checkout-payment.md 'Failed payment').
    checkoutFlow: true,
    load: () => import('../features/checkout/payment/components/FailedPaymentPage'),
  },
  {
    name: 'ComingSoon',
    path: '/coming-soon',
    title: 'Coming soon',
    bare: true,
    load: () => import('../features/status/components/ComingSoonPage'),
  },
  {
    name: 'MaintenanceMode',
    path: '/maintenance',
    title: 'Down for maintenance',
    bare: true,
    load: () => import('../features/status/components/MaintenancePage'),
  },
  {
    name: 'Unavailable',
    path: '/unavailable',
    title: 'Temporarily unavailable',
    bare: true,
    load: () => import('../features/status/components/UnavailablePage'),
  },
  {
    name: 'NotFound',
    path: '*',
    title: 'Page not found',
    load: () => import('./shell/NotFoundPage'),
  },
];

export function routeByName(name: RouteName): AppRoute {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

const patterns = routes.map((route) => ({ path: route.path, route }));

/** The route of the table a path matches, ranked as the router ranks them. */
export function matchRoute(pathname: string): AppRoute | undefined {
  return matchRoutes(patterns, pathname)?.at(-1)?.route.route;
}
