import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { useSession } from '../../../shared/stores/session';
import { defaultHomeContent } from '../default-content';
import { HeroBanner } from './HeroBanner';

afterEach(() => useSession.getState().logout());

describe('home banner', () => {
  it('sends a visitor to Manage Booking and a signed-in customer to their bookings', () => {
    const { unmount } = renderAt('/', <HeroBanner banner={defaultHomeContent.banner} />);
    expect(screen.getByRole('link', { name: 'Manage Booking' })).toHaveAttribute(
      'href',
      '/manage-booking',
    );
    unmount();

    useSession.setState({ token: 'c'.repeat(43) });
    renderAt('/', <HeroBanner banner={defaultHomeContent.banner} />);
    expect(screen.queryByRole('link', { name: 'Manage Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/account');
  });
});
