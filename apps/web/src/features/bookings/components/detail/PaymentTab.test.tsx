import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { bookingDetailFixture } from '../../../../test/booking-detail-fixtures';
import { renderAt } from '../../../../test/render';
import { PaymentTab } from './PaymentTab';

const base = bookingDetailFixture();
/** The tab as its route shows it (the payment flow reads the address and the query client). */
const render = (element: ReactElement) => renderAt('/account/booking/SW123456/payment', element);
const region = (name: string) => screen.getByRole('region', { name });

describe('Payment tab (docs/spec/3-accounts-bookings-content.md §2 Payment tab, §9)', () => {
  it('shows total, paid, remaining and plan, and progress as a rounded percent', () => {
    render(<PaymentTab booking={base} />);
    const summary = within(region('Payment summary'));
    expect(summary.getByText('Total cost').nextElementSibling).toHaveTextContent('£1,650.00');
    expect(summary.getByText('Paid so far').nextElementSibling).toHaveTextContent('£648.00');
    expect(summary.getByText('Remaining balance').nextElementSibling).toHaveTextContent(
      '£1,002.00',
    );
    expect(summary.getByText('Payment plan').nextElementSibling).toHaveTextContent(
      'Monthly Payments',
    );
    // 648 / 1650 = 39.27%.
    expect(summary.getByRole('progressbar', { name: '39% paid' })).toHaveAttribute(
      'aria-valuenow',
      '39',
    );
  });

  it('caps progress at 100%', () => {
    render(
      <PaymentTab
        booking={bookingDetailFixture({
          payment: { ...base.payment, paidAmount: 170000, remainingBalance: 0 },
        })}
      />,
    );
    expect(screen.getByRole('progressbar', { name: '100% paid' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('lists the schedule with each status and marks the first unpaid instalment as next due', () => {
    render(<PaymentTab booking={base} />);
    const items = within(region('Payment schedule')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Saturday 21 November 2026£147.00Paid',
      'Tuesday 12 January 2027£501.00Paid',
      'Friday 12 March 2027Next due£501.00Overdue',
      'Wednesday 12 May 2027£501.00Pending',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows the payment history with the method names', () => {
    render(
      <PaymentTab
        booking={bookingDetailFixture({
          transactions: [
            ...base.transactions,
            {
              id: 't3',
              date: '2027-02-01T09:00:00Z',
              amount: 1000,
              method: 'paypal',
              description: 'Payment 3',
            },
          ],
        })}
      />,
    );
    const history = within(region('Payment history'));
    const rows = history.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Initial Deposit21 November 2026 · Credit/Debit Card£147.00');
    expect(rows[1]).toHaveTextContent('Payment 210 January 2027 · Bank Transfer£501.00');
    expect(rows[2]).toHaveTextContent('Payment 31 February 2027 · PayPal£10.00');
  });

  it("says 'No payment history available' when nothing has been paid", () => {
    render(<PaymentTab booking={bookingDetailFixture({ transactions: [] })} />);
    expect(
      within(region('Payment history')).getByText('No payment history available'),
    ).toBeVisible();
  });
});
