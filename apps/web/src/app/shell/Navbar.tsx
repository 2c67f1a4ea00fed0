import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useSiteConfig } from '../../shared/api/site';
import { useSession } from '../../shared/stores/session';
import { Logo } from '../../shared/ui/Logo';

const MobileMenu = lazy(() => import('./MobileMenu'));

export const NAVBAR_SHADOW_AFTER_PX = 10;
export const MOBILE_MENU_BREAKPOINT_PX = 768;

interface NavItem {
  to: string;
  label: string;
}

/** docs/spec/1-shell-search-package.md §2: Manage Booking only when logged out. */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { to: '/deals', label: 'Deals' },
    { to: '/contact-us', label: 'Contact Us' },
    { to: '/about', label: 'About Us' },
    ...(signedIn ? [] : [{ to: '/manage-booking', label: 'Manage Booking' }]),
    { to: '/account', label: 'My Account' },
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors ${
    isActive
      ? 'text-brand-700 underline decoration-sun-500 decoration-2 underline-offset-8'
      : 'text-slate-700 hover:text-brand-700'
  }`;

export function Navbar() {
  const signedIn = useSession((s) => s.token !== null);
  const site = useSiteConfig();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The slide-in menu closes itself once the window is wide enough for the full bar.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`);
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const items = navItems(signedIn);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow ${scrolled ? 'shadow-md' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={`tel:${site.phone.replace(/\s/g, '')}`}
          className="hidden min-h-11 items-center rounded-lg bg-brand-50 px-3 text-sm font-semibold text-brand-800 lg:inline-flex"
        >
          <span className="sr-only">Call us on </span>
          {site.phone}
        </a>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <span className="sr-only">Open menu</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {/* react-aria loads with the menu, not with every page. */}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu items={items} phone={site.phone} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
