import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingView } from '../../test/booking-view';
import { agent, renderDesk } from '../../test/render';

describe("a booking's page", () => {
  it('shows what staff need beside what the customer sees, and flags failed work', async () => {
    renderDesk('/bookings/KL170103', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103') return { body: bookingView };
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking KL170103' }),
    ).toBeVisible();
    const lead = screen.getByRole('region', { name: 'Lead passenger' });
    expect(lead).toHaveTextContent('amelia@example.co.uk');
    expect(lead).toHaveTextContent('1 Park Row, Leeds, LS1 5HD');
    expect(screen.getByRole('region', { name: 'Supplier and airline' })).toHaveTextContent(
      'HB-442871',
    );
    const received = screen.getByRole('table', { name: 'Money received' });
    expect(received).toHaveTextContent('£207.48');
    expect(received).toHaveTextContent('26112723FV57LQATV5GWC96');
    const jobs = screen.getByRole('table', { name: 'Jobs' });
    expect(within(jobs).getByText('Failed')).toHaveClass('text-coral-600');
    expect(jobs).toHaveTextContent('SMTP 554: mailbox unavailable');
    expect(screen.getByText('No e-mails.')).toBeVisible();
    // An agent's view carries no audit trail.
    expect(screen.queryByRole('region', { name: 'Audit trail' })).not.toBeInTheDocument();
  });

  it('adds an internal note and shows it with the booking read again', async () => {
    let notes: object[] = [];
    const { fetch } = renderDesk('/bookings/KL170103', (method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103')
        return { body: { ...bookingView, notes } };
      if (url.pathname === '/api/staff/bookings/KL170103/notes' && method === 'POST') {
        const note = {
          id: 'n1',
          body: (body as { body: string }).body.trim(),
          staffName: agent.fullName,
          createdAt: '2026-11-27T10:00:00.000Z',
        };
        notes = [note];
        return { status: 201, body: { note } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(panel).getByText('No notes yet.')).toBeVisible();
    await user.type(within(panel).getByLabelText('Add a note'), 'Hotel agreed a late check-out.');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Hotel agreed a late check-out.')).toBeVisible();
    expect(within(panel).getByText(/^Priya Shah, /)).toBeVisible();
    expect(within(panel).getByLabelText('Add a note')).toHaveValue('');
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/bookings/KL170103/notes',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ body: 'Hotel agreed a late check-out.' }),
      }),
    );
  });

  it('says so when there is no such booking', async () => {
    renderDesk('/bookings/ZZ000000', (_method, url) =>
      url.pathname === '/api/staff/me'
        ? { body: { staff: agent } }
        : {
            status: 404,
            body: {
              error: { code: 'NOT_FOUND', message: 'There is no booking with this reference.' },
            },
          },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no booking with this reference.',
    );
  });
});
