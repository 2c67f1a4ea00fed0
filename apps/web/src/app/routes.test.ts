import { describe, expect, it } from 'vitest';
import { guardRedirect, type GuardState } from './guards';
import { matchRoute, routeByName, routes } from './routes';

const visitor: GuardState = {
  signedIn: false,
  sessionEndedByUser: false,
  guestBookingReference: null,
  hasBookingInProgress: false,
};
const at = (pathname: string, search = '') => ({ pathname, search });

describe('the route table (docs/spec/1-shell-search-package.md §2)', () => {
  it('has every named route at its path', () => {
    const table = Object.fromEntries(routes.map((r) => [r.name, r.path]));
    expect(table).toEqual({
      home: '/',
      About: '/about',
      TouristTax: '/tourist-tax',
      SearchResults: '/search',
      PackageDetails: '/package',
      SharedPackage: '/share/package',
      PackageExtras: '/book/extras',
      PackagePassengers: '/book/passengers',
      RyanairConfirmation: '/book/ryanair-confirmation',
      BookingConfirmation: '/book/confirmation/:reference',
      DynamicPage: '/page/:slug',
      Deals: '/deals',
      Deal: '/deals/:slug',
      ContactUs: '/contact-us',
      Reviews: '/reviews',
      Login: '/login',
      Register: '/register',
      ForgotPassword: '/forgot-password',
      ResetPassword: '/reset-password',
      ManageBooking: '/manage-booking',
      PriceWatchConfirm: '/price-watch/confirm',
      PriceWatchUnsubscribe: '/price-watch/unsubscribe',
      AccountHome: '/account',
      BookingDetail: '/account/booking/:reference/:tab?',
      PaymentConfirmation: '/payment/confirmation',
      FailedPayment: '/payment/failed/:uuid?',
      ComingSoon: '/coming-soon',
      MaintenanceMode: '/maintenance',
      Unavailable: '/unavailable',
      NotFound: '*',
    });
  });

  it('hides the navbar and footer on Login, ComingSoon, MaintenanceMode and Unavailable only', () => {
    expect(routes.filter((r) => r.bare).map((r) => r.name)).toEqual([
      'Login',
      'ComingSoon',
      'MaintenanceMode',
      'Unavailable',
    ]);
  });

  it('finds the route an address opens, ranked as the router ranks them', () => {
    expect(matchRoute('/')?.name).toBe('home');
    expect(matchRoute('/account')?.name).toBe('AccountHome');
    expect(matchRoute('/account/booking/SW123456')?.name).toBe('BookingDetail');
    expect(matchRoute('/account/booking/SW123456/payment')?.name).toBe('BookingDetail');
    expect(matchRoute('/book/confirmation/SW123456')?.name).toBe('BookingConfirmation');
    expect(matchRoute('/book/extras')?.name).toBe('PackageExtras');
    expect(matchRoute('/share/package')?.name).toBe('SharedPackage');
    expect(matchRoute('/payment/failed')?.name).toBe('FailedPayment');
    expect(matchRoute('/no/such/page')?.name).toBe('NotFound');
  });

  it('loads every screen lazily', async () => {
    for (const route of routes) {
      const mod = await route.load();
      expect(typeof mod.default, route.name).toBe('function');
    }
  });
});

describe('guards (docs/spec/3-accounts-bookings-content.md §4)', () => {
  it('sends a visitor on a requiresAuth route to Login with a way back', () => {
    expect(guardRedirect(routeByName('AccountHome'), at('/account'), {}, visitor)).toBe(
      '/login?redirect=%2Faccount',
    );
    expect(
      guardRedirect(routeByName('AccountHome'), at('/account'), {}, { ...visitor, signedIn: true }),
    ).toBeNull();
  });

  it('sends a customer who just logged out to plain Login', () => {
    expect(
      guardRedirect(
        routeByName('AccountHome'),
        at('/account'),
        {},
        { ...visitor, sessionEndedByUser: true },
      ),
    ).toBe('/login');
  });

  it('lets BookingDetail through for a customer or the matching guest booking only', () => {
    const route = routeByName('BookingDetail');
    const path = at('/account/booking/SW123456');
    expect(guardRedirect(route, path, { reference: 'SW123456' }, visitor)).toBe(
      '/manage-booking?redirect=%2Faccount%2Fbooking%2FSW123456',
    );
    expect(
      guardRedirect(
        route,
        path,
        { reference: 'SW123456' },
        { ...visitor, guestBookingReference: 'SW999999' },
      ),
    ).toMatch(/^\/manage-booking/);
    expect(
      guardRedirect(
        route,
        path,
        { reference: 'sw123456' },
        { ...visitor, guestBookingReference: 'SW123456' },
      ),
    ).toBeNull();
    expect(
      guardRedirect(route, path, { reference: 'SW123456' }, { ...visitor, signedIn: true }),
    ).toBeNull(); // An address that names no booking reference opens nothing for a guest.
    expect(
      guardRedirect(
        route,
        at('/account/booking/nonsense'),
        { reference: 'nonsense' },
        { ...visitor, guestBookingReference: 'SW123456' },
      ),
    ).toBe('/manage-booking?redirect=%2Faccount%2Fbooking%2Fnonsense');
  });

  it("guards a BookingDetail tab's address ('/account/booking/{REF}/payment') the same way", () => {
    const route = routeByName('BookingDetail');
    const path = at('/account/booking/SW123456/payment');
    const params = { reference: 'SW123456', tab: 'payment' };
    expect(guardRedirect(route, path, params, visitor)).toBe(
      '/manage-booking?redirect=%2Faccount%2Fbooking%2FSW123456%2Fpayment',
    );
    expect(
      guardRedirect(route, path, params, { ...visitor, guestBookingReference: 'SW123456' }),
    ).toBeNull();
  });

  it('sends requiresBooking routes home without a booking in progress', () => {
    const route = routeByName('RyanairConfirmation');
    expect(
      guardRedirect(route, at('/book/ryanair-confirmation', '?sessionId=abc'), {}, visitor),
    ).toBe('/');
    expect(
      guardRedirect(
        route,
        at('/book/ryanair-confirmation', '?sessionId=abc'),
        {},
        { ...visitor, hasBookingInProgress: true },
      ),
    ).toBeNull();
    // Without its session id the page says so itself (docs/spec/2-checkout-payment.md §8).
    for (const search of ['', '?sessionId=', '?sessionId=%20'])
      expect(
        guardRedirect(route, at('/book/ryanair-confirmation', search), {}, visitor),
      ).toBeNull();
  });

  it('leaves open routes open', () => {
    for (const name of ['home', 'Deals', 'Login', 'ManageBooking', 'NotFound'] as const) {
      expect(guardRedirect(routeByName(name), at('/x'), {}, visitor)).toBeNull();
    }
  });
});
