import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { useToasts } from '../../../shared/stores/toasts';
import ForgotPasswordPage from './ForgotPasswordPage';

const SENT = { message: 'If an account exists with this email, a reset link has been sent' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
});

const send = () => screen.getByRole('button', { name: 'Send Reset Link' });
const email = () => screen.getByLabelText('Email address');

describe('Forgot password page (docs/spec/3-accounts-bookings-content.md §2, §5, §8)', () => {
  it('fills the e-mail from ?email and keeps Send disabled while the field is empty', async () => {
    const u = userEvent.setup();
    renderAt('/forgot-password?email=amelia%40example.co.uk', <ForgotPasswordPage />);
    expect(email()).toHaveValue('amelia@example.co.uk');
    expect(send()).toBeEnabled();
    await u.clear(email());
    expect(send()).toBeDisabled();
    await u.type(email(), '   ');
    expect(send()).toBeDisabled();
  });

  it('says a malformed address is not valid, without calling the server', async () => {
    const calls = stubApi(() => jsonResponse(200, SENT));
    const u = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await u.type(email(), 'amelia@example');
    await u.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(calls).toEqual([]);
  });

  it.each([
    [200, SENT],
    [404, { error: { code: 'NOT_FOUND', message: 'No account' } }],
  ])('a %i answer shows Check your email, with the toast', async (status, body) => {
    const calls = stubApi(() => jsonResponse(status, body));
    const u = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await u.type(email(), ' amelia@example.co.uk ');
    await u.click(send());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT.message);
    expect(screen.getByText('Password reset link has been sent to your email')).toBeInTheDocument();
    expect(calls).toMatchObject([
      { path: '/auth/customer/forgot-password', body: { email: 'amelia@example.co.uk' } },
    ]);
  });

  it.each([
    [
      422,
      { details: { errors: { email: ['Please enter a valid email address'] } } },
      'Please enter a valid email address',
    ],
    [422, {}, 'Please enter a valid email address'],
    [429, {}, 'Too many reset attempts. Please try again later'],
    [500, {}, 'An error occurred. Please try again later'],
  ])('a %i answer shows its message', async (status, extra, message) => {
    stubApi(() =>
      jsonResponse(status, { error: { code: 'X', message: 'server words', ...extra } }),
    );
    const u = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await u.type(email(), 'amelia@example.co.uk');
    await u.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const u = userEvent.setup();
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await u.type(email(), 'amelia@example.co.uk');
    await u.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to the server. Please check your connection',
    );
  });

  it('offers Resend only after 60 s, counting down, then resends with its toast', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = stubApi(() => jsonResponse(200, SENT));
    const u = userEvent.setup();
    renderAt('/forgot-password?email=amelia%40example.co.uk', <ForgotPasswordPage />);
    await u.click(send());
    const resend = await screen.findByRole('button', { name: /^Resend Email/ });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend Email in 60s');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(resend).toHaveTextContent('Resend Email in 45s');
    act(() => {
      vi.advanceTimersByTime(44_000);
    });
    expect(resend).toHaveTextContent('Resend Email in 1s');
    expect(resend).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(resend).toHaveTextContent(/^Resend Email$/);
    await u.click(resend);
    expect(await screen.findByText('Reset link has been resent to your email')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(resend).toHaveTextContent('Resend Email in 60s');
  });

  it('says when a resend fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let answers = 0;
    stubApi(() => (answers++ === 0 ? jsonResponse(200, SENT) : jsonResponse(500, null)));
    const u = userEvent.setup();
    renderAt('/forgot-password?email=amelia%40example.co.uk', <ForgotPasswordPage />);
    await u.click(send());
    const resend = await screen.findByRole('button', { name: /^Resend Email/ });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await u.click(resend);
    expect(await screen.findByText('Failed to resend email. Please try again')).toBeInTheDocument();
  });

  it('links to sign in, contact us and home', () => {
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
