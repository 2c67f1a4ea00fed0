import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingView } from '../../test/booking-view';
import { agent, renderDesk } from '../../test/render';

const leg = (flightNo: string, date: string) => ({
  airline: 'Jet2',
  flightNo,
  from: 'LGW',
  from_str: 'London Gatwick',
  to: 'PMI',
  to_str: 'Palma',
  date,
  departure_time: '06:30',
  arrival_time: '09:45',
});

const withFlights = {
  ...bookingView,
  booking: {
    ...bookingView.booking,
    flights: { outbound: leg('LS123', '2027-04-26'), inbound: leg('LS124', '2027-05-03') },
  },
};

const options = {
  unavailable: null,
  bags: [{ id: 'BAG-LS123-20', weightKg: 20, unitPence: 3500, bought: 1, maxMore: 5 }],
  flights: [
    {
      direction: 'outbound',
      flightNumber: 'LS123',
      date: '2027-04-26',
      passengersWithoutSeat: [{ passenger: 1, name: 'Amelia Pemberton' }],
      seats: [
        { number: '1A', band: 'Extra legroom', pricePence: 1800 },
        { number: '14C', band: 'Standard seat', pricePence: 800 },
      ],
    },
  ],
};

const added = {
  id: 'x1',
  kind: 'extras',
  state: 'added',
  lines: [
    { description: '2 × 20kg hold bag (added after booking)', amountPence: 7000 },
    {
      description: 'Seat 14C on LS123 for Amelia Pemberton (added after booking)',
      amountPence: 800,
    },
  ],
  pricePence: 7800,
  refusal: null,
  reason: 'Customer rang',
  staffName: 'Priya Shah',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('adding bags and seats from the desk', () => {
  it('an agent adds two bags and a seat at the total shown; the addition is listed as owed', async () => {
    let view: object = withFlights;
    const { fetch } = renderDesk('/bookings/KL170103', (method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103') return { body: view };
      if (url.pathname === '/api/staff/bookings/KL170103/extras') {
        if (method === 'GET') return { body: options };
        view = { ...withFlights, amendments: [added] };
        return { body: { amendment: added } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Bags and seats' });
    expect(panel).toHaveTextContent('No bags or seats have been added since booking.');
    await user.click(within(panel).getByRole('button', { name: 'Add bags or seats' }));
    const form = await within(panel).findByRole('form', { name: 'Add bags or seats' });
    const bags = within(form).getByLabelText('20kg hold bags to add');
    expect(bags).toHaveAccessibleDescription('£35.00 each; 1 bought, up to 5 more');
    await user.clear(bags);
    await user.type(bags, '2');
    await user.selectOptions(
      within(form).getByLabelText('Seat for Amelia Pemberton'),
      '14C: Standard seat, £8.00',
    );
    expect(within(form).getByText('Total to add: £78.00')).toBeVisible();
    await user.type(within(form).getByLabelText('Reason for adding them'), 'Customer rang');
    await user.click(within(form).getByRole('button', { name: 'Add for £78.00' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Added for £78.00: the customer owes it on their Payment tab',
    );
    const table = await within(panel).findByRole('table', { name: 'Extras added after booking' });
    expect(table).toHaveTextContent('Seat 14C on LS123');
    expect(table).toHaveTextContent('Added: owed by the customer');
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/bookings/KL170103/extras',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          bags: [{ id: 'BAG-LS123-20', quantity: 2 }],
          seats: [{ direction: 'outbound', passenger: 1, seatNumber: '14C' }],
          expectedTotalPence: 7800,
          reason: 'Customer rang',
        }),
      }),
    );
  });

  it('says why nothing can be added, and shows the supplier’s refusal', async () => {
    renderDesk('/bookings/KL170103', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103') {
        return {
          body: {
            ...withFlights,
            amendments: [
              {
                ...added,
                state: 'refused',
                refusal: 'The supplier refused: Seat 14C has been sold to another passenger.',
              },
            ],
          },
        };
      }
      if (url.pathname === '/api/staff/bookings/KL170103/extras') {
        return {
          body: {
            unavailable:
              'The supplier has not confirmed this booking yet: bags and seats can be added once it has.',
            bags: [],
            flights: [],
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Bags and seats' });
    expect(await within(panel).findByRole('table')).toHaveTextContent(
      'Refused by the supplier: The supplier refused: Seat 14C has been sold to another passenger.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add bags or seats' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The supplier has not confirmed this booking yet',
    );
  });
});
