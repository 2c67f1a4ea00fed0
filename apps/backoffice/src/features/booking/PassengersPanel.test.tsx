import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingView } from '../../test/booking-view';
import { agent, renderDesk, unprocessable } from '../../test/render';

const amendment = {
  id: 'a1',
  kind: 'passenger_correction',
  passenger: 1,
  before: { firstNames: 'Amelia', lastName: 'Pemberton', dateOfBirth: '1985-04-12' },
  after: { firstNames: 'Amelia', lastName: 'Pembertone', dateOfBirth: '1985-04-12' },
  reason: 'Passport spelling',
  staffName: 'Priya Shah',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe("correcting a booking's passenger", () => {
  it('an agent corrects a surname; a refusal sits on its field; the amendment is listed', async () => {
    let view: object = bookingView;
    const { fetch } = renderDesk('/bookings/KL170103', (_method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103') return { body: view };
      if (url.pathname === '/api/staff/bookings/KL170103/passengers/1/correction') {
        const sent = body as { lastName: string };
        if (sent.lastName === 'Smith') {
          return unprocessable(
            'lastName',
            'More than 3 letters of the name differ: that is a different passenger, not a correction.',
          );
        }
        view = { ...bookingView, amendments: [amendment] };
        return { body: { amendment } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Passengers' });
    await user.click(within(panel).getByRole('button', { name: 'Correct Mrs Amelia Pemberton' }));
    const form = within(panel).getByRole('form', { name: 'Correct passenger 1' });
    const surname = within(form).getByLabelText('Surname');
    await user.clear(surname);
    await user.type(surname, 'Smith');
    await user.type(within(form).getByLabelText('Reason for the correction'), 'Passport spelling');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await within(form).findByText(/^More than 3 letters/)).toBeVisible();
    expect(surname).toHaveAccessibleDescription(/More than 3 letters/);

    await user.clear(surname);
    await user.type(surname, 'Pembertone');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Passenger 1 corrected: the amended confirmation is on its way.',
    );
    const amendments = await within(panel).findByRole('table', { name: 'Amendments' });
    expect(amendments).toHaveTextContent('Amelia Pembertone');
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/bookings/KL170103/passengers/1/correction',
      expect.objectContaining({
        body: JSON.stringify({
          firstNames: 'Amelia',
          lastName: 'Pembertone',
          dateOfBirth: '1985-04-12',
          reason: 'Passport spelling',
        }),
      }),
    );
  });

  it('a cancelled booking offers no correction', async () => {
    renderDesk('/bookings/KL170103', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103') {
        return {
          body: { ...bookingView, record: { ...bookingView.record, status: 'cancelled' } },
        };
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Passengers' });
    expect(within(panel).queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
  });
});
