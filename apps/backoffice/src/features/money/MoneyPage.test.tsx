import type { MoneyDay } from '@sunward/contracts/staff-money';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk } from '../../test/render';

const supervisor = {
  ...agent,
  id: '6a0f3c2e-1b4d-4e8f-9a7b-2c3d4e5f6a7b',
  fullName: 'Tom Reid',
  email: 'tom@example.co.uk',
  role: 'supervisor',
} as const;

const totals = (takenPence: number, refundedPence: number, voidedPence: number) => ({
  takenPence,
  refundedPence,
  voidedPence,
  netPence: takenPence - refundedPence - voidedPence,
});

const line = (over: Partial<MoneyDay['lines'][number]>): MoneyDay['lines'][number] => ({
  at: '2026-06-14T09:05:00.000Z',
  kind: 'payment',
  bookingReference: 'KT482915',
  orderRef: 'SWABCDEFGHIJ',
  gatewayXref: '26061409ABCDEFGHJKLMNPQ',
  saleXref: null,
  gatewayPence: 150_000,
  bookedPence: 150_000,
  status: 'matches',
  difference: false,
  otherDay: null,
  ...over,
});

const withDifferences: MoneyDay = {
  date: '2026-06-14',
  balances: false,
  differences: 2,
  givenBackPence: 0,
  totals: { gateway: totals(200_000, 40_200, 0), bookings: totals(199_900, 0, 0) },
  lines: [
    line({}),
    line({
      at: '2026-06-14T10:15:00.000Z',
      bookingReference: 'LM100200',
      gatewayXref: '26061410ZYXWVUTSRQPNMLK',
      gatewayPence: 50_000,
      bookedPence: 49_900,
      status: 'amounts_differ',
      difference: true,
    }),
    line({
      at: '2026-06-14T15:30:00.000Z',
      kind: 'refund',
      bookingReference: null,
      gatewayXref: '26061415QWERTYUPASDFGHJ',
      saleXref: '26061409ABCDEFGHJKLMNPQ',
      gatewayPence: 40_200,
      bookedPence: null,
      status: 'not_booked',
      difference: true,
    }),
  ],
};

const balanced: MoneyDay = {
  date: '2026-06-13',
  balances: true,
  differences: 0,
  givenBackPence: 1_234,
  totals: { gateway: totals(11_234, 1_234, 0), bookings: totals(10_000, 0, 0) },
  lines: [
    line({ at: '2026-06-13T08:00:00.000Z', gatewayPence: 10_000, bookedPence: 10_000 }),
    line({
      at: '2026-06-13T11:00:00.000Z',
      bookingReference: null,
      orderRef: 'SWNEVERBOOKD',
      gatewayXref: '26061311AAAAAAAAAAAAAAA',
      gatewayPence: 1_234,
      bookedPence: null,
      status: 'given_back',
    }),
  ],
};

function desk(path: string, answers: Partial<Record<string, MoneyDay>>) {
  return renderDesk(path, (_method, url) => {
    if (url.pathname === '/api/staff/me') return { body: { staff: supervisor } };
    if (url.pathname === '/api/staff/money') {
      const date = url.searchParams.get('date') ?? '';
      const day = answers[date];
      if (day) return { body: day };
      return {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'That day has not happened yet: choose today or an earlier day.',
          },
        },
      };
    }
    return undefined;
  });
}

describe('money by day', () => {
  it('shows a supervisor the totals side by side and every difference in words', async () => {
    const { fetch } = desk('/money?date=2026-06-14', { '2026-06-14': withDifferences });
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 differences' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-06-14');
    expect(screen.getByLabelText('Day')).toHaveAttribute('type', 'date');

    const totalsTable = screen.getByRole('table', { name: 'Totals of the day' });
    const header = within(totalsTable).getAllByRole('columnheader');
    expect(header.map((h) => h.textContent)).toEqual([
      'Total',
      'At the gateway',
      'On bookings',
      'Difference',
    ]);
    const taken = within(totalsTable).getByRole('row', { name: /Taken/ });
    expect(taken).toHaveTextContent('£2,000.00£1,999.00£1.00');
    expect(within(totalsTable).getByRole('row', { name: /Refunded/ })).toHaveTextContent(
      '£402.00£0.00£402.00',
    );
    expect(within(totalsTable).getByRole('row', { name: /Voided/ })).toHaveTextContent('None');

    const table = screen.getByRole('table', { name: 'Transactions of the day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // 09:05 UTC is 10:05 in London in June.
    expect(rows[1]).toHaveTextContent('10:05');
    expect(within(rows[1]).getByRole('link', { name: 'KT482915' })).toHaveAttribute(
      'href',
      '/bookings/KT482915',
    );
    expect(rows[1]).toHaveTextContent('Matches');
    expect(rows[2]).toHaveTextContent('£500.00£499.00Amounts differ');
    expect(rows[3]).toHaveTextContent('No booking (order SWABCDEFGHIJ)');
    expect(rows[3]).toHaveTextContent('Refund');
    expect(rows[3]).toHaveTextContent('26061415QWERTYUPASDFGHJ');
    expect(rows[3]).toHaveTextContent('At the gateway, not recorded on a booking');
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/money?date=2026-06-14',
      expect.objectContaining({ method: 'GET' }),
    );

    // Only the differences, on asking.
    await userEvent.setup().click(screen.getByLabelText('Show only differences'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Money' })).toBeVisible();
  });

  it('says when the day balances, and moves to the day chosen', async () => {
    desk('/money?date=2026-06-14', {
      '2026-06-14': withDifferences,
      '2026-06-13': balanced,
    });
    await screen.findByRole('heading', { level: 2, name: '2 differences' });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-06-13' } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The day balances' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/£12\.34 was taken and given back at the gateway/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Transactions of the day' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Given back at the gateway');
  });

  it("shows the server's refusal in words", async () => {
    desk('/money?date=2099-01-01', {});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That day has not happened yet: choose today or an earlier day.',
    );
  });

  it('refuses an agent in words and leaves the page out of their menu', async () => {
    renderDesk('/money', (_method, url) =>
      url.pathname === '/api/staff/me' ? { body: { staff: agent } } : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('link', { name: 'Money' })).not.toBeInTheDocument();
  });
});
