import { MessageSquare } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { footerPagesQuery } from '../../features/content/api/footer';
import { useSiteConfig } from '../../shared/api/site';
import { Alert } from '../../shared/ui/Alert';
import { Button, buttonClass } from '../../shared/ui/Button';
import { Logo } from '../../shared/ui/Logo';
import { useChat } from '../../shared/stores/chat';
import { useSession } from '../../shared/stores/session';
import { ReviewWidget } from './ReviewWidget';

const quickLinks: { to: string; label: string; signedOutOnly?: boolean }[] = [
  { to: '/', label: 'Home' },
  { to: '/deals', label: 'Exclusive Deals' },
  { to: '/tourist-tax', label: 'Tourist Tax' },
  // docs/spec/1-shell-search-package.md §2: Manage Booking only when logged out, as in the navbar.
  { to: '/manage-booking', label: 'Manage Booking', signedOutOnly: true },
  { to: '/account', label: 'My Account' },
  { to: '/about', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
];

const ChatPanel = lazy(() => import('./ChatPanel'));

const headingClass = 'text-sm font-bold uppercase tracking-wider text-sun-300';
const footerLink =
  'inline-flex min-h-8 items-center text-sm text-brand-100 hover:text-white hover:underline';

/** docs/spec/1-shell-search-package.md §2 footer: the newsletter only thanks the visitor and makes no call. */
function Newsletter() {
  const [joined, setJoined] = useState(false);
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.currentTarget.checkValidity()) setJoined(true);
  };
  return (
    <div>
      <h2 className={headingClass}>Get our best deals first</h2>
      {joined ? (
        <div className="mt-3">
          <Alert tone="success">
            Thank you for subscribing! You&apos;ll receive our best deals first.
          </Alert>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address for our newsletter
          </label>
          <input
            id="newsletter-email"
            type="email"
            required
            placeholder="Your email address"
            autoComplete="email"
            className="min-h-11 flex-1 rounded-lg border border-brand-600 bg-brand-900 px-3 text-white placeholder:text-brand-200 focus:border-sun-400 focus:outline-none"
          />
          <Button type="submit" variant="sun">
            Join
          </Button>
        </form>
      )}
    </div>
  );
}

/** The chat panel, wherever it was opened from (the launcher, the footer, Contact Us). */
function ChatHost() {
  const open = useChat((s) => s.open);
  const closeChat = useChat((s) => s.closeChat);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel onClose={closeChat} />
    </Suspense>
  );
}

/** The floating live-chat launcher; the panel's code loads on the first click. */
function ChatLauncher() {
  const openChat = useChat((s) => s.openChat);
  return (
    <button
      type="button"
      onClick={openChat}
      className="fixed bottom-4 right-4 z-[90] hidden min-h-12 lg:inline-flex items-center gap-2 rounded-full bg-sun-400 px-4 font-semibold text-brand-900 shadow-lg hover:bg-sun-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
    >
      <MessageSquare className="h-5 w-5" aria-hidden="true" />
      Live chat
    </button>
  );
}

const cards = ['Visa', 'Mastercard', 'American Express', 'Maestro'];

export function Footer() {
  const site = useSiteConfig();
  const pages = useQuery(footerPagesQuery);
  const signedIn = useSession((s) => s.token !== null);
  return (
    <footer className="mt-auto bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-3 text-sm leading-6">
            Package holidays and hotel stays from UK airports, with deposits from £49pp and 24/7
            support while you are away.
          </p>
          <ReviewWidget provider={site.reviewsProvider} />
        </div>
        <nav aria-label="Quick links">
          <h2 className={headingClass}>Quick links</h2>
          <ul className="mt-3 space-y-1">
            {quickLinks
              .filter((l) => !(signedIn && l.signedOutOnly))
              .map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={footerLink}>
                    {l.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-label="Information">
          <h2 className={headingClass}>Information</h2>
          <ul className="mt-3 space-y-1" data-testid="footer-pages">
            {pages.data?.map((p) => (
              <li key={p.id}>
                <Link to={`/page/${p.slug}`} className={footerLink}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Need help?</h2>
          <p className="mt-3 text-sm">Our UK team is here for you 24/7.</p>
          <p className="mt-2 text-sm">
            <a
              href={`tel:${site.phone.replace(/\s/g, '')}`}
              className="font-semibold text-white hover:underline"
            >
              {site.phone}
            </a>
          </p>
          <p className="text-sm">
            <a href={`mailto:${site.email}`} className="font-semibold text-white hover:underline">
              {site.email}
            </a>
          </p>
          <Button variant="sun" className="mt-3" onClick={() => useChat.getState().openChat()}>
            <MessageSquare className="h-5 w-5" />
            Chat with us
          </Button>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2">
          <Newsletter />
          <div>
            <h2 className={headingClass}>Follow us</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {site.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    className={buttonClass(
                      'ghost',
                      'min-h-10 bg-brand-800 px-3 text-white hover:bg-brand-700',
                    )}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {s.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs leading-5 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-3xl">
            <strong className="text-white">Your holiday is ATOL protected.</strong> Many of the
            flights and flight-inclusive holidays on this website are financially protected by the
            ATOL scheme. Please ask us to confirm what protection may apply to your booking. If you
            do not receive an ATOL Certificate then the booking will not be ATOL protected.{' '}
            {site.companyName}, {site.atolNumber}. See{' '}
            <Link to="/page/atol_protection" className="underline hover:text-white">
              ATOL Protection
            </Link>
            .
          </p>
          <ul aria-label="Cards we accept" className="flex flex-wrap gap-2">
            {cards.map((c) => (
              <li
                key={c}
                className="rounded bg-white px-2 py-1 text-[11px] font-bold text-brand-900"
              >
                {c}
              </li>
            ))}
          </ul>
        </div>
        <p className="mx-auto max-w-7xl px-4 pb-6 text-xs sm:px-6">
          © {new Date().getFullYear()} {site.companyName}. {site.address}.
        </p>
      </div>
      <ChatLauncher />
      <ChatHost />
    </footer>
  );
}
