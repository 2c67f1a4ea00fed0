import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/user-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { useSession } from '../../../shared/stores/session';
import { useToasts } from '../../../shared/stores/toasts';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN = 't'.repeat(43);
const EMAIL = 'amelia@example.co.uk';
const PAGE = `/reset-password?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`;

const user = userFixture({ email: EMAIL });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

async function fill(password: string, confirmation = password) {
  const u = userEvent.setup();
  if (password) await u.type(screen.getByLabelText('New password'), password);
  if (confirmation) await u.type(screen.getByLabelText('Confirm new password'), confirmation);
  return u;
}
const submit = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('Reset password page (docs/spec/3-accounts-bookings-content.md §2, §5, §8)', () => {
  it.each([
    ['/reset-password', ''],
    [`/reset-password?email=${encodeURIComponent(EMAIL)}`, `?email=${encodeURIComponent(EMAIL)}`],
    [`/reset-password?token=${TOKEN}`, ''],
  ])('shows the invalid-link panel for %s', (path, carried) => {
    renderAt(path, <ResetPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset link not valid' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      `/forgot-password${carried}`,
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the e-mail read-only and both passwords with show/hide', async () => {
    renderAt(PAGE, <ResetPasswordPage />);
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    const u = await fill('Sunshine-2026');
    const toggles = screen.getAllByRole('button', { name: /^Show\s*password$/ });
    expect(toggles).toHaveLength(2);
    await u.click(toggles[0]);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    await u.click(toggles[1]);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
  });

  it.each([
    ['abc', 0, 'Weak'],
    ['abcdefgh', 25, 'Weak'],
    ['abcdefgh1', 50, 'Fair'],
    ['Abcdefgh1', 75, 'Good'],
    ['abcdefghijk1!', 85, 'Strong'],
    ['Abcdefgh1!', 100, 'Strong'],
  ])('rates %s at %i, %s', async (password, score, label) => {
    renderAt(PAGE, <ResetPasswordPage />);
    await fill(password, '');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', `${label}, ${String(score)} out of 100`);
    expect(screen.getByText(label, { selector: 'span' })).toBeVisible();
  });

  it('ticks the checklist item by item', async () => {
    renderAt(PAGE, <ResetPasswordPage />);
    await fill('abc', '');
    const items = () =>
      screen
        .getAllByRole('listitem')
        .filter((li) => li.closest('[aria-label="Password requirements"]'))
        .map((li) => li.textContent);
    expect(items()).toEqual([
      '•At least 8 characters (not met yet)',
      '•A mix of upper and lower case letters (not met yet)',
      '•A number (not met yet)',
      '•A special character (not met yet)',
    ]);
    await userEvent.setup().type(screen.getByLabelText('New password'), 'DEFGH1');
    expect(items()).toEqual([
      '✓At least 8 characters (met)',
      '✓A mix of upper and lower case letters (met)',
      '✓A number (met)',
      '•A special character (not met yet)',
    ]);
  });

  it.each([
    ['', '', 'Please fill in all fields'],
    ['Sunny-26', '', 'Please fill in all fields'],
    ['Sun-26', 'Sun-26', 'Password must be at least 8 characters long'],
    ['Sunshine-2026', 'Sunshine-2027', 'Passwords do not match'],
  ])('checks %j / %j before calling the server', async (password, confirmation, message) => {
    const calls = stubApi(() => jsonResponse(200, { message: 'Password reset successful!' }));
    renderAt(PAGE, <ResetPasswordPage />);
    const u = await fill(password, confirmation);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toEqual([]);
  });

  it.each([
    [404, 'This password reset link is not valid.'],
    [410, 'This password reset link has expired or has already been used.'],
  ])('turns to the invalid-link panel on %i', async (status, message) => {
    stubApi(() => jsonResponse(status, { error: { code: 'GONE', message } }));
    renderAt(PAGE, <ResetPasswordPage />);
    const u = await fill('Sunshine-2026!');
    await submit(u);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset link not valid' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      `/forgot-password?email=${encodeURIComponent(EMAIL)}`,
    );
  });

  it.each([
    [
      422,
      { details: { errors: { password: ['Choose a less common password.'] } } },
      'Choose a less common password.',
    ],
    [400, {}, 'Invalid reset request. Please check your information'],
    [429, {}, 'Too many attempts. Please try again later'],
    [500, {}, 'An error occurred. Please try again'],
  ])('a %i answer shows its message', async (status, extra, message) => {
    stubApi(() =>
      jsonResponse(status, { error: { code: 'X', message: 'body/x: wrong', ...extra } }),
    );
    renderAt(PAGE, <ResetPasswordPage />);
    const u = await fill('Sunshine-2026!');
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when the server cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt(PAGE, <ResetPasswordPage />);
    const u = await fill('Sunshine-2026!');
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to the server. Please check your connection',
    );
  });

  it('resets, toasts, signs this browser out of that account and opens Login with the e-mail', async () => {
    useSession.getState().signIn('s'.repeat(43), user);
    const calls = stubApi(() => jsonResponse(200, { message: 'Password reset successful!' }));
    const { router } = renderAt(PAGE, <ResetPasswordPage />);
    const u = await fill('Sunshine-2026!');
    await submit(u);
    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    expect(calls).toMatchObject([
      {
        path: '/auth/customer/reset-password',
        body: {
          token: TOKEN,
          email: EMAIL,
          password: 'Sunshine-2026!',
          password_confirmation: 'Sunshine-2026!',
        },
      },
    ]);
    expect(useSession.getState().token).toBeNull();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/login?email=${encodeURIComponent(EMAIL)}`,
      ),
    );
  });

  it('keeps the session of another account signed in', async () => {
    useSession.getState().signIn('s'.repeat(43), { ...user, email: 'someone@example.co.uk' });
    stubApi(() => jsonResponse(200, { message: 'Password reset successful!' }));
    renderAt(PAGE, <ResetPasswordPage />);
    const u = await fill('Sunshine-2026!');
    await submit(u);
    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('s'.repeat(43));
  });
});
