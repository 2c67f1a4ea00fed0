import type { StaffCancellation } from '@sunward/contracts/staff-cancellations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingView } from '../../test/booking-view';
import { agent, renderDesk, unprocessable } from '../../test/render';
import { penceOf } from './CancellationPanel';

const supervisor = { ...agent, fullName: 'Sam Okafor', role: 'supervisor' } as const;

const quote = {
  quoteToken: 'tok-1',
  bandChargePence: 9800,
  band: { minDays: 70, percent: null },
  daysBeforeDeparture: 100,
  totalPence: 120_000,
  paidPence: 120_000,
  refundDuePence: 110_200,
  expiresAt: '2026-11-27T10:10:00.000Z',
};

const cancelled: StaffCancellation = {
  id: 'c1',
  state: 'refund_pending',
  reason: 'Customer asked by phone',
  cancelledAt: '2026-11-27T10:00:00.000Z',
  cancelledBy: 'Sam Okafor',
  bandChargePence: 9800,
  waivedPence: 2000,
  waiveReason: 'Goodwill',
  chargePence: 7800,
  paidPence: 120_000,
  refundDuePence: 112_200,
  refundDueBy: '2026-12-11',
  late: true,
  lastError: 'The gateway refused a refund: TRANSACTION NOT SETTLED (65541)',
  refundedAt: null,
  supplierCancelledAt: '2026-11-27T10:00:05.000Z',
  airlineCancelledAt: null,
  refunds: [
    {
      id: 'r1',
      amountPence: 112_200,
      state: 'declined',
      method: null,
      saleXref: '26112723FV57LQATV5GWC96',
      gatewayXref: null,
      attempt: 1,
      responseMessage: 'TRANSACTION NOT SETTLED',
      approvedAt: null,
    },
  ],
};

describe('cancelling a booking from the desk', () => {
  it('a supervisor gets a quote, waives part of the charge with a reason and confirms', async () => {
    let view: object = bookingView;
    const { fetch } = renderDesk('/bookings/KL170103', (method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: supervisor } };
      if (url.pathname === '/api/staff/bookings/KL170103') return { body: view };
      if (url.pathname === '/api/staff/bookings/KL170103/cancellation-quote') {
        return { body: quote };
      }
      if (url.pathname === '/api/staff/bookings/KL170103/cancellation' && method === 'POST') {
        const sent = body as { reason: string; waiveReason?: string };
        if (!sent.reason.trim())
          return unprocessable('reason', 'Please give the reason for cancelling.');
        view = { ...bookingView, cancellation: { ...cancelled, state: 'refunding', late: false } };
        return { body: { cancellation: cancelled } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Cancellation' });
    await user.click(within(panel).getByRole('button', { name: 'Get a cancellation quote' }));
    expect(
      await within(panel).findByText(/Deposit only, from 70 days before departure/),
    ).toBeVisible();
    expect(within(panel).getByText('£1,102.00')).toBeVisible();

    await user.type(within(panel).getByLabelText(/Waive part of the charge/), '20');
    expect(
      within(panel).getByRole('button', { name: 'Cancel booking and refund £1,122.00' }),
    ).toBeVisible();
    await user.type(within(panel).getByLabelText('Why the charge is waived'), 'Goodwill');
    // No reason: the server's message sits on the field.
    await user.click(within(panel).getByRole('button', { name: /Cancel booking and refund/ }));
    expect(await within(panel).findByText('Please give the reason for cancelling.')).toBeVisible();

    await user.type(
      within(panel).getByLabelText('Reason for cancelling'),
      'Customer asked by phone',
    );
    await user.click(within(panel).getByRole('button', { name: /Cancel booking and refund/ }));
    expect(await within(panel).findByText('Refunding')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/bookings/KL170103/cancellation',
      expect.objectContaining({
        body: JSON.stringify({
          quoteToken: 'tok-1',
          acceptedChargePence: 7800,
          reason: 'Customer asked by phone',
          waivedPence: 2000,
          waiveReason: 'Goodwill',
        }),
      }),
    );
  });

  it('shows a late, refused refund with its reason, and sends it again', async () => {
    const { fetch } = renderDesk('/bookings/KL170103', (method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: supervisor } };
      if (url.pathname === '/api/staff/bookings/KL170103') {
        return { body: { ...bookingView, cancellation: cancelled } };
      }
      if (url.pathname === '/api/staff/bookings/KL170103/cancellation/retry' && method === 'POST') {
        return { body: { cancellation: cancelled } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Cancellation' });
    expect(within(panel).getByText(/This refund is late/)).toBeVisible();
    expect(within(panel).getByText(/TRANSACTION NOT SETTLED \(65541\)/)).toBeVisible();
    const refunds = within(panel).getByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByText('Refused')).toHaveClass('text-coral-600');
    await user.click(within(panel).getByRole('button', { name: 'Send refunds again now' }));
    expect(await within(panel).findByText('The refunds are being sent again.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/bookings/KL170103/cancellation/retry',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('an agent cannot cancel, but asks a supervisor to, saying why', async () => {
    const approval = {
      id: 'ap1',
      requestedBy: 'Priya Shah',
      reason: 'Family illness',
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    let view: object = bookingView;
    renderDesk('/bookings/KL170103', (method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/bookings/KL170103') return { body: view };
      if (
        url.pathname === '/api/staff/bookings/KL170103/cancellation-approval' &&
        method === 'POST'
      ) {
        if (!(body as { reason: string }).reason.trim()) {
          return unprocessable('reason', 'Please say why the booking should be cancelled.');
        }
        view = { ...bookingView, cancellationApproval: approval };
        return { body: { approval } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Cancellation' });
    expect(within(panel).getByText(/A supervisor cancels bookings/)).toBeVisible();
    expect(
      within(panel).queryByRole('button', { name: 'Get a cancellation quote' }),
    ).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Ask a supervisor to cancel' }));
    expect(
      await within(panel).findByText('Please say why the booking should be cancelled.'),
    ).toBeVisible();
    await user.type(within(panel).getByLabelText('Why should it be cancelled?'), 'Family illness');
    await user.click(within(panel).getByRole('button', { name: 'Ask a supervisor to cancel' }));
    expect(
      await within(panel).findByText(/Priya Shah asked a supervisor to cancel this booking/),
    ).toHaveTextContent('Waiting for a supervisor.');
  });

  it("a supervisor sees an agent's request beside the quote, and may decline it", async () => {
    renderDesk('/bookings/KL170103', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: supervisor } };
      if (url.pathname === '/api/staff/bookings/KL170103') {
        return {
          body: {
            ...bookingView,
            cancellationApproval: {
              id: 'ap1',
              requestedBy: 'Priya Shah',
              reason: 'Family illness',
              createdAt: '2026-11-27T10:00:00.000Z',
            },
          },
        };
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Cancellation' });
    expect(within(panel).getByText(/“Family illness”/)).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Decline the request' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Get a cancellation quote' })).toBeVisible();
  });

  it('reads pounds as pence', () => {
    expect(penceOf('20')).toBe(2000);
    expect(penceOf('£20.5')).toBe(2050);
    expect(penceOf('20.05')).toBe(2005);
    expect(penceOf('twenty')).toBeUndefined();
    expect(penceOf('-5')).toBeUndefined();
  });
});
