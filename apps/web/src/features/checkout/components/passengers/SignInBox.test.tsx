import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../shared/stores/session';
import { useToasts } from '../../../../shared/stores/toasts';
import { renderAt } from '../../../../test/render';
import { SignInBox } from './SignInBox';
import { committedView, errorResponse, stubCheckout, USER } from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

function renderBox() {
  const onGuest = vi.fn();
  const onSignedIn = vi.fn();
  renderAt('/book/passengers', <SignInBox onGuest={onGuest} onSignedIn={onSignedIn} />);
  return { onGuest, onSignedIn };
}

const signIn = () => within(screen.getByRole('form', { name: 'Sign in' }));
const registerForm = () => within(screen.getByRole('form', { name: 'Create an account' }));

describe('SignInBox (docs/spec/2-checkout-payment.md §2 Sign-in or guest box, §5, §8)', () => {
  it('opens in login mode, closes and opens again', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    renderBox();
    const toggle = screen.getByRole('button', { name: /Sign in or continue as guest/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sign in', pressed: true })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    await user.click(toggle);
    expect(signIn().getByLabelText('Email address')).toBeVisible();
  });

  it('asks for both fields before calling the server', async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    renderBox();
    await user.type(signIn().getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.click(signIn().getByRole('button', { name: 'Sign In' }));
    expect(await signIn().findByRole('alert')).toHaveTextContent(
      'Please enter both email and password',
    );
    expect(calls).toEqual([]);
  });

  it.each([
    [401, 'Invalid email or password. Please try again.'],
    [422, 'Please check your login details and try again.'],
    [429, 'Too many login attempts. Please try again later.'],
    [500, 'An error occurred during login. Please try again.'],
  ])('shows the login message for a %i answer', async (status, message) => {
    stubCheckout(committedView(), {
      'POST /auth/customer/login': () => errorResponse(status, 'X', 'server words'),
    });
    const user = userEvent.setup();
    const { onSignedIn } = renderBox();
    await user.type(signIn().getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.type(signIn().getByLabelText('Password'), 'wrong-password');
    await user.click(signIn().getByRole('button', { name: 'Sign In' }));
    expect(await signIn().findByRole('alert')).toHaveTextContent(message);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in, says welcome back and tells the page', async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    const { onSignedIn } = renderBox();
    await user.type(signIn().getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.type(signIn().getByLabelText('Password'), 'sunshine-2026');
    await user.click(signIn().getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Welcome back! Your details have been loaded.'),
    ).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalled();
    expect(useSession.getState().user?.id).toBe(USER.id);
    expect(calls.at(0)).toMatchObject({
      path: '/auth/customer/login',
      body: { email: 'amelia@example.co.uk', password: 'sunshine-2026' },
    });
  });

  it("checks registration with the spec's messages", async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const submit = () => registerForm().getByRole('button', { name: 'Create Account' });
    await user.click(submit());
    expect(registerForm().getByLabelText('First name')).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
    expect(registerForm().getByLabelText('Last name')).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
    expect(registerForm().getByLabelText('Telephone', { exact: false })).not.toHaveAttribute(
      'aria-invalid',
    );
    await user.type(registerForm().getByLabelText('First name'), 'Amelia');
    await user.type(registerForm().getByLabelText('Last name'), 'Hart');
    await user.type(registerForm().getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.type(registerForm().getByLabelText('Password'), 'short');
    await user.type(registerForm().getByLabelText('Confirm password'), 'different');
    await user.click(submit());
    expect(registerForm().getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 8 characters long/,
    );
    expect(registerForm().getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(registerForm().getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms and conditions to continue',
    );
    expect(calls).toEqual([]);
  });

  it('registers with first and last name as the full name, and says so', async () => {
    const calls = stubCheckout(committedView());
    const user = userEvent.setup();
    const { onSignedIn } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.type(registerForm().getByLabelText('First name'), 'Amelia');
    await user.type(registerForm().getByLabelText('Last name'), 'Hart');
    await user.type(registerForm().getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.type(registerForm().getByLabelText('Password'), 'sunshine-2026');
    await user.type(registerForm().getByLabelText('Confirm password'), 'sunshine-2026');
    await user.click(registerForm().getByRole('checkbox'));
    await user.click(registerForm().getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Account created successfully! Your details have been saved.'),
    ).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalled();
    expect(calls.at(0)).toMatchObject({
      path: '/auth/customer/register',
      body: {
        title: null,
        full_name: 'Amelia Hart',
        email: 'amelia@example.co.uk',
        telephone: null,
        password: 'sunshine-2026',
        password_confirmation: 'sunshine-2026',
      },
    });
  });

  it.each([
    [409, {}, 'An account with this email already exists. Please sign in instead.'],
    [
      422,
      { errors: { email: ['That email address looks wrong.'] } },
      'That email address looks wrong.',
    ],
    [500, {}, 'An error occurred during registration. Please try again.'],
  ])('shows the registration message for a %i answer', async (status, details, message) => {
    stubCheckout(committedView(), {
      'POST /auth/customer/register': () => errorResponse(status, 'X', 'server words', details),
    });
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.type(registerForm().getByLabelText('First name'), 'Amelia');
    await user.type(registerForm().getByLabelText('Last name'), 'Hart');
    await user.type(registerForm().getByLabelText('Email address'), 'amelia@example.co.uk');
    await user.type(registerForm().getByLabelText('Password'), 'sunshine-2026');
    await user.type(registerForm().getByLabelText('Confirm password'), 'sunshine-2026');
    await user.click(registerForm().getByRole('checkbox'));
    await user.click(registerForm().getByRole('button', { name: 'Create Account' }));
    expect(await registerForm().findByRole('alert')).toHaveTextContent(message);
  });

  it('continues as a guest with the toast', async () => {
    stubCheckout(committedView());
    const user = userEvent.setup();
    const { onGuest } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(
      screen.getByText('Continuing as guest. You can create an account at the end of checkout.'),
    ).toBeInTheDocument();
    expect(onGuest).toHaveBeenCalled();
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
  });
});
