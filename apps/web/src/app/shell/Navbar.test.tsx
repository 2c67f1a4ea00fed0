import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { useSession } from '../../shared/stores/session';
import { Navbar, navItems } from './Navbar';

afterEach(() => useSession.getState().logout());

describe('navbar (docs/spec/1-shell-search-package.md §2)', () => {
  it('shows Manage Booking only when logged out', () => {
    expect(navItems(false).map((i) => i.label)).toEqual([
      'Deals',
      'Contact Us',
      'About Us',
      'Manage Booking',
      'My Account',
    ]);
    expect(navItems(true).map((i) => i.label)).toEqual([
      'Deals',
      'Contact Us',
      'About Us',
      'My Account',
    ]);
  });

  it('renders the links for the current session', () => {
    useSession.setState({ token: 'c'.repeat(43) });
    renderAt('/', <Navbar />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Manage Booking' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});
