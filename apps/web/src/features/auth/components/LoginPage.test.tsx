import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { userFixture } from '../../../test/user-fixtures';
import { useSession } from '../../../shared/stores/session';
import LoginPage from './LoginPage';

const user = userFixture();

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

async function fillAndSubmit(email: string, password: string) {
  const u = userEvent.setup();
  if (email) await u.type(screen.getByLabelText('Email address'), email);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login page (docs/spec/3-accounts-bookings-content.md §2, §5, §8)', () => {
  it('asks for both fields before calling the server', async () => {
    const calls = stubApi(() => jsonResponse(500, null));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('amelia@example.co.uk', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter both email and password',
    );
    expect(calls).toEqual([]);
  });

  it.each([
    [401, 'Invalid email or password. Please try again.'],
    [422, 'Please check your login details and try again.'],
    [429, 'Too many login attempts. Please try again later.'],
    [500, 'An error occurred during login. Please try again.'],
  ])('shows the message for a %i answer', async (status, message) => {
    stubApi(() => jsonResponse(status, { error: { code: 'X', message: 'server words' } }));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('amelia@example.co.uk', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the connection message when the server cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/login', <LoginPage />);
    await fillAndSubmit('amelia@example.co.uk', 'sunshine-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to the server. Please check your connection.',
    );
  });

  it('signs in, says Welcome back! and goes to the redirect target 500 ms later', async () => {
    const calls = stubApi(() =>
      jsonResponse(200, {
        user,
        access_token: 'a'.repeat(43),
        token_type: 'Bearer',
        expires_at: '2026-11-21T10:00:00.000Z',
      }),
    );
    const { router } = renderAt('/login?redirect=%2Faccount%2Fbooking%2FSW123456', <LoginPage />);
    await fillAndSubmit('amelia@example.co.uk', 'sunshine-2026');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('a'.repeat(43));
    expect(calls).toMatchObject([
      {
        path: '/auth/customer/login',
        body: { email: 'amelia@example.co.uk', password: 'sunshine-2026', remember_me: false },
      },
    ]);
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/booking/SW123456'));
  });

  it('links to forgotten password, register and manage booking', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: /Access a booking/ })).toHaveAttribute(
      'href',
      '/manage-booking',
    );
  });
});
