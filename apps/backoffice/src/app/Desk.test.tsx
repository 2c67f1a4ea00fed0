import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk, unauthorised } from '../test/render';

describe('the desk', () => {
  it('sends a session that ended to sign-in, keeping the page to come back to', async () => {
    const { router } = renderDesk('/bookings?status=cancelled', () => unauthorised());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/bookings?status=cancelled')}`,
    );
  });

  it('signs out to a sign-in that starts afresh, and ends the session on the server', async () => {
    let signedOut = false;
    const { router, fetch } = renderDesk('/bookings', (method, url) => {
      if (url.pathname === '/api/staff/me')
        return signedOut ? unauthorised() : { body: { staff: agent } };
      if (url.pathname === '/api/staff/sign-out' && method === 'POST') {
        signedOut = true;
        return { status: 204 };
      }
      return { body: { bookings: [], total: 0, page: 1, pageSize: 25 } };
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
