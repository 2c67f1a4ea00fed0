import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk } from '../../test/render';

const row = (reference: string, lastName: string, departureDate: string) => ({
  reference,
  status: 'confirmed',
  type: 'package',
  leadPassenger: `Amelia ${lastName}`,
  email: `${lastName.toLowerCase()}@example.co.uk`,
  hotel: 'Hotel Marina Sol',
  destination: 'Majorca',
  departureDate,
  totalPence: 184_250,
  bookedAt: '2026-11-20T09:30:00.000Z',
});

describe('find a booking', () => {
  it('sends the filters, sort and page to the server and shows its page of bookings', async () => {
    const { fetch, router } = renderDesk('/bookings', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname !== '/api/staff/bookings') return undefined;
      const page = Number(url.searchParams.get('page'));
      return {
        body: {
          bookings: [row(page === 2 ? 'SW000026' : 'SW123456', 'Hart', '2027-06-12')],
          total: 26,
          page,
          pageSize: 25,
        },
      };
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '26 bookings found' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Bookings found' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('SW123456');
    expect(first).toHaveTextContent('12 Jun 2027');
    expect(first).toHaveTextContent('£1,842.50');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();

    const search = screen.getByRole('search', { name: 'Find a booking' });
    await user.type(within(search).getByLabelText('Lead surname'), ' Hart ');
    await user.selectOptions(within(search).getByLabelText('Status'), 'Confirmed');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: /^Departure/ }));
    expect(screen.getByRole('columnheader', { name: /^Departure/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('SW000026')).toBeVisible();

    const asked = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://desk.test');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      surname: 'Hart',
      status: 'confirmed',
      sort: 'departure',
      page: '2',
      pageSize: '25',
    });
    // The search lives in the address: back, reload and a shared link show the same page.
    expect(router.state.location.search).toBe(
      '?surname=Hart&status=confirmed&sort=departure&page=2',
    );
  });

  it('keeps what the agent types straight after Clear; back fills the form from the address', async () => {
    const { router } = renderDesk('/bookings?surname=Hart', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname !== '/api/staff/bookings') return undefined;
      return { body: { bookings: [], total: 0, page: 1, pageSize: 25 } };
    });
    expect(await screen.findByRole('heading', { name: '0 bookings found' })).toBeVisible();
    expect(screen.getByLabelText('Lead surname')).toHaveValue('Hart');

    // Clear, then a reference typed at once: both before the router shows the cleared address.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      fireEvent.change(screen.getByLabelText('Booking reference'), {
        target: { value: 'sw123456' },
      });
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Booking reference')).toHaveValue('sw123456');
    expect(screen.getByLabelText('Lead surname')).toHaveValue('');

    // An address the form did not write (back) fills it afresh.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?surname=Hart');
    expect(screen.getByLabelText('Lead surname')).toHaveValue('Hart');
    expect(screen.getByLabelText('Booking reference')).toHaveValue('');
  });

  it("says when nothing matches, and shows the server's message when a search is refused", async () => {
    renderDesk('/bookings?reference=nope', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.searchParams.get('reference') === 'nope') {
        return { body: { bookings: [], total: 0, page: 1, pageSize: 25 } };
      }
      return {
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: 'departureFrom: Invalid ISO date' } },
      };
    });
    expect(await screen.findByRole('heading', { name: '0 bookings found' })).toBeVisible();
    expect(screen.getByText(/No booking matches/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Booking reference'));
    await user.type(screen.getByLabelText('Destination starts with'), 'Ma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('departureFrom: Invalid ISO date');
  });
});
