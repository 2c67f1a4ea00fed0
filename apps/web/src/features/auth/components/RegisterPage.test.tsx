import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { userFixture } from '../../../test/user-fixtures';
import { useSession } from '../../../shared/stores/session';
import RegisterPage from './RegisterPage';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

async function fill(
  values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>,
  terms = true,
) {
  const u = userEvent.setup();
  if (values.name) await u.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await u.type(screen.getByLabelText('Email address'), values.email);
  if (values.password) await u.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await u.type(screen.getByLabelText('Confirm password'), values.confirm);
  if (terms) await u.click(screen.getByRole('checkbox'));
  return u;
}

const good = {
  name: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  password: 'sunshine-2026',
  confirm: 'sunshine-2026',
};

describe('Register page (docs/spec/3-accounts-bookings-content.md §2, §5, §8)', () => {
  it('keeps Create Account disabled until the terms are accepted', async () => {
    renderAt('/register', <RegisterPage />);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await fill(good);
    expect(submit).toBeEnabled();
  });

  it('shows the spec messages for missing, short and mismatched fields without calling the server', async () => {
    const calls = stubApi(() => jsonResponse(500, null));
    renderAt('/register', <RegisterPage />);
    const u = await fill({ email: 'amelia@example.co.uk', password: 'short', confirm: 'shorter' });
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it.each([
    [409, undefined, 'An account with this email already exists. Please sign in instead.'],
    [
      422,
      { errors: { email: ['Please enter a valid email address'] } },
      'Please enter a valid email address',
    ],
    [422, undefined, 'Please check your details and try again.'],
    [500, undefined, 'An error occurred during registration. Please try again.'],
  ])('shows the message for a %i answer', async (status, details, message) => {
    stubApi(() =>
      jsonResponse(status, { error: { code: 'X', message: 'x', ...(details ? { details } : {}) } }),
    );
    renderAt('/register', <RegisterPage />);
    const u = await fill(good);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('creates the account, toasts and goes to My Account after 500 ms', async () => {
    const calls = stubApi(() =>
      jsonResponse(201, {
        user: userFixture({ title: null }),
        access_token: 'b'.repeat(43),
        token_type: 'Bearer',
        expires_at: '2026-11-21T10:00:00.000Z',
      }),
    );
    const { router } = renderAt('/register', <RegisterPage />);
    const u = await fill(good);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(/^Account created successfully! Welcome to Sunward Holidays!$/),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      title: null,
      full_name: 'Amelia Hart',
      email: 'amelia@example.co.uk',
      telephone: null,
      password: 'sunshine-2026',
      password_confirmation: 'sunshine-2026',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(useSession.getState().user?.name).toBe('Amelia Hart');
  });
  it('goes back to a same-site ?redirect= target (a booking to link), never off-site', async () => {
    stubApi(() =>
      jsonResponse(201, {
        user: userFixture({ title: null }),
        access_token: 'b'.repeat(43),
        token_type: 'Bearer',
        expires_at: '2026-11-21T10:00:00.000Z',
      }),
    );
    const target = '/book/confirmation/SW123456?link=account';
    const { router } = renderAt(
      `/register?redirect=${encodeURIComponent(target)}`,
      <RegisterPage />,
    );
    const u = await fill(good);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(target),
    );
  });
});
