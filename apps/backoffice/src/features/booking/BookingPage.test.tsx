import { screen, within } from '@testing-library/react';
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
