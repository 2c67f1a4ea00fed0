import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  bookingDetailFixture,
  cancellationSummaryFixture,
  cancelledBookingDetailFixture,
} from '../../../../test/booking-detail-fixtures';
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
      'Saturday 21 November 2026Deposit£147.00Paid',
      'Tuesday 12 January 2027Payment 1£501.00Paid',
      'Friday 12 March 2027Next duePayment 2£501.00Overdue',
      'Wednesday 12 May 2027Payment 3£501.00Pending',
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

  describe('a cancelled booking', () => {
    const cancelled = cancelledBookingDetailFixture();

    it('opens with the cancellation: when, what was paid, the charge, the refund due and by when', () => {
      render(<PaymentTab booking={cancelled} />);
      const first = screen.getAllByRole('region')[0];
      expect(first).toBe(region('Booking cancelled'));
      const section = within(region('Booking cancelled'));
      expect(section.getByRole('heading', { level: 2, name: 'Booking cancelled' })).toBeVisible();
      expect(region('Booking cancelled')).toHaveTextContent(
        'This booking was cancelled on 1 February 2027. No more payments will be taken.',
      );
      expect(section.getByText('Paid').nextElementSibling).toHaveTextContent('£648.00');
      expect(section.getByText('Cancellation charge').nextElementSibling).toHaveTextContent(
        '£147.00',
      );
      expect(section.getByText('Refund due').nextElementSibling).toHaveTextContent('£501.00');
      expect(section.getByText('Refunds are due by 15 February 2027.')).toBeVisible();
    });

    it('lists each refund with its amount, its status in words and its date, or that it is being processed', () => {
      render(<PaymentTab booking={cancelled} />);
      const table = within(region('Booking cancelled')).getByRole('table', {
        name: 'Your refunds',
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Amount', 'Status', 'Date']);
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
      expect(rows).toEqual([
        ['£354.00', 'Refunded', '3 February 2027'],
        ['£147.00', 'Processing', 'Being processed'],
      ]);
    });

    it('offers no way to pay, no balance to pay and nothing due', () => {
      render(<PaymentTab booking={cancelled} />);
      expect(screen.queryByRole('region', { name: 'Make a payment' })).toBeNull();
      expect(screen.queryByRole('radio')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByText(/Next Installment Payment|Pay Remaining Balance/)).toBeNull();
      const summary = within(region('Payment summary'));
      expect(summary.queryByText('Remaining balance')).toBeNull();
      expect(summary.queryByRole('progressbar')).toBeNull();
      expect(summary.getByText('Paid so far').nextElementSibling).toHaveTextContent('£648.00');
      const schedule = region('Payment schedule');
      expect(schedule).toHaveTextContent(
        'This booking is cancelled, so no more instalments will be taken.',
      );
      expect(schedule).not.toHaveTextContent(/due|overdue|pending/i);
      const items = within(schedule).getAllByRole('listitem');
      expect(items.map((i) => i.textContent)).toEqual([
        'Saturday 21 November 2026Deposit£147.00Paid',
        'Tuesday 12 January 2027Payment 1£501.00Paid',
        'Friday 12 March 2027Payment 2£501.00Not taken',
        'Wednesday 12 May 2027Payment 3£501.00Not taken',
      ]);
      expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(0);
      // What was paid before cancelling still shows.
      expect(within(region('Payment history')).getAllByRole('listitem')).toHaveLength(2);
    });

    it('says when no refund has been sent yet, and when nothing is due back', () => {
      const { unmount } = render(
        <PaymentTab
          booking={cancelledBookingDetailFixture({
            cancelled: cancellationSummaryFixture({ refunds: [] }),
          })}
        />,
      );
      expect(region('Booking cancelled')).toHaveTextContent(
        'We have not sent your refund yet. It will show here once we have.',
      );
      expect(screen.queryByRole('table')).toBeNull();
      unmount();
      render(
        <PaymentTab
          booking={cancelledBookingDetailFixture({
            cancelled: cancellationSummaryFixture({
              chargePence: 64800,
              refundDuePence: 0,
              refunds: [],
            }),
          })}
        />,
      );
      const section = region('Booking cancelled');
      expect(section).toHaveTextContent(
        'There is nothing to refund: the cancellation charge takes all you had paid.',
      );
      expect(section).not.toHaveTextContent('Refunds are due by');
    });

    it('takes no payment when the booking is cancelled before its refunds are summed up', () => {
      render(<PaymentTab booking={bookingDetailFixture({ status: 'Cancelled' })} />);
      expect(screen.queryByRole('region', { name: 'Booking cancelled' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Make a payment' })).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});
