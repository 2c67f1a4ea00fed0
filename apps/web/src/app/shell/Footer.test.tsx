import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../test/render';
import { useSession } from '../../shared/stores/session';
import { Footer } from './Footer';

afterEach(() => {
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

const quickLinks = () =>
  within(screen.getByRole('navigation', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('footer quick links (docs/spec/1-shell-search-package.md §2)', () => {
  it('offers Manage Booking to a visitor, and not to a signed-in customer', () => {
    stubApi(() => jsonResponse(200, []));
    const { unmount } = renderAt('/', <Footer />);
    expect(quickLinks()).toContain('Manage Booking');
    unmount();

    useSession.setState({ token: 'c'.repeat(43) });
    renderAt('/', <Footer />);
    expect(quickLinks()).not.toContain('Manage Booking');
    expect(quickLinks()).toContain('My Account');
  });
});
