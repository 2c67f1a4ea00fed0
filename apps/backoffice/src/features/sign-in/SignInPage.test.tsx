import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk, unprocessable, unauthorised } from '../../test/render';

const session = { staff: agent, expiresAt: '2026-11-28T10:00:00.000Z' };
const noBookings = { bookings: [], total: 0, page: 1, pageSize: 25 };

describe('staff sign-in', () => {
  it('asks for a code after the password, then opens the page that was asked for', async () => {
    let signedIn = false;
    const { fetch, router } = renderDesk('/bookings?surname=hart', (_method, url) => {
      if (url.pathname === '/api/staff/me')
        return signedIn ? { body: { staff: agent } } : unauthorised();
      if (url.pathname === '/api/staff/sign-in') return { body: { next: 'code' } };
      if (url.pathname === '/api/staff/two-factor') {
        signedIn = true;
        return { body: session };
      }
      if (url.pathname === '/api/staff/bookings') return { body: noBookings };
      return undefined;
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), agent.email);
    await user.type(screen.getByLabelText('Password'), 'meadow-compass-tidal-87');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/sign-in',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: agent.email, password: 'meadow-compass-tidal-87' }),
      }),
    );
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Find a booking' })).toBeVisible();
    expect(router.state.location.search).toBe('?surname=hart');
    expect(screen.getByText(/^Priya Shah/)).toHaveTextContent('Priya Shah (Agent)');
    // Spaces a person types into the code are not sent.
    const verify = fetch.mock.calls.find(([url]) => url === '/api/staff/two-factor');
    expect(verify?.[1]?.body).toBe(JSON.stringify({ code: '123456' }));
  });

  it('shows a refused code by its field and empties it; an ended password step asks again', async () => {
    let tries = 0;
    renderDesk('/sign-in', (_method, url) => {
      if (url.pathname === '/api/staff/me') return unauthorised();
      if (url.pathname === '/api/staff/sign-in') return { body: { next: 'code' } };
      if (url.pathname === '/api/staff/two-factor') {
        tries += 1;
        return tries === 1
          ? unprocessable('code', 'That code is not valid. Please try again.')
          : unauthorised('Your sign-in has expired. Please sign in again.');
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), agent.email);
    await user.type(screen.getByLabelText('Password'), 'meadow-compass-tidal-87');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid. Please try again.')).toBeVisible();
    expect(code).toHaveValue('');
    expect(code).toHaveAccessibleDescription(/That code is not valid/);

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your sign-in has expired. Please sign in again.',
    );
  });

  it('sets up two-factor at the first sign-in and shows the recovery codes once', async () => {
    const codes = Array.from(
      { length: 10 },
      (_, i) => `abcde-fghjk-mnp${String(i).padStart(2, '0')}`,
    );
    const { fetch } = renderDesk('/sign-in', (_method, url) => {
      if (url.pathname === '/api/staff/me') return unauthorised();
      if (url.pathname === '/api/staff/sign-in') return { body: { next: 'setup' } };
      if (url.pathname === '/api/staff/two-factor/setup') {
        return {
          body: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Sunward:priya?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          },
        };
      }
      if (url.pathname === '/api/staff/two-factor/confirm') {
        return { body: { ...session, recoveryCodes: codes } };
      }
      if (url.pathname === '/api/staff/bookings') return { body: noBookings };
      return undefined;
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), agent.email);
    await user.type(screen.getByLabelText('Password'), 'meadow-compass-tidal-87');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.type(screen.getByLabelText('Code from your app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const go = screen.getByRole('button', { name: 'Continue to the back office' });
    expect(go).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved my recovery codes'));
    await user.click(go);
    expect(await screen.findByRole('heading', { name: 'Find a booking' })).toBeVisible();
    // The secret was asked for once, whatever React rendered twice.
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => url === '/api/staff/two-factor/setup'),
      ).toHaveLength(1),
    );
  });
});
