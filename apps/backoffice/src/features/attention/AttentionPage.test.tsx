import type { AttentionItem, AttentionQueue } from '@sunward/contracts/staff-attention';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk, unprocessable } from '../../test/render';

const supervisor = { ...agent, role: 'supervisor' } as const;

const lateRefund: AttentionItem = {
  kind: 'refund',
  key: 'c0000000-0000-4000-8000-000000000001',
  title: 'Refund of £1,234.00 refused by the gateway',
  bookingReference: 'KL170103',
  error: 'The gateway refused a refund: DECLINED (5)',
  since: '2026-11-01T10:00:00.000Z',
  dueBy: '2026-11-15',
  late: true,
  retryable: true,
};
const failedJob: AttentionItem = {
  kind: 'failed-job',
  key: 'b0000000-0000-4000-8000-000000000002',
  title: 'Booking e-mail: failed after 41 tries',
  bookingReference: 'KT482915',
  error: 'SMTP 421: service not available',
  since: '2026-11-20T09:30:00.000Z',
  dueBy: null,
  late: false,
  retryable: true,
};
const supplierBooking: AttentionItem = {
  kind: 'supplier-booking',
  key: 'a0000000-0000-4000-8000-000000000003',
  title: 'Supplier booking failed after payment: rebook the rooms and flights by hand',
  bookingReference: 'SW123456',
  error: 'The supplier could not book the held rooms and flights (the hold had gone).',
  since: '2026-11-21T08:00:00.000Z',
  dueBy: null,
  late: false,
  retryable: false,
};

function queueOf(items: AttentionItem[]): AttentionQueue {
  const counts = {
    'failed-job': 0,
    'supplier-booking': 0,
    refund: 0,
    payment: 0,
    email: 0,
    'stuck-job': 0,
    'cancellation-approval': 0,
  };
  for (const item of items) counts[item.kind] += 1;
  return { items, total: items.length, page: 1, pageSize: 50, counts };
}

describe('needs attention', () => {
  it('lists failed work late first, linked to bookings; a supervisor retries and resolves with a note', async () => {
    let items = [lateRefund, failedJob, supplierBooking];
    const { fetch } = renderDesk('/attention', (method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: supervisor } };
      if (url.pathname === '/api/staff/attention') return { body: queueOf(items) };
      if (url.pathname === `/api/staff/attention/failed-job/${failedJob.key}/retry`) {
        return { body: { message: 'The job will run again now.' } };
      }
      if (
        method === 'POST' &&
        url.pathname === `/api/staff/attention/supplier-booking/${supplierBooking.key}/resolve`
      ) {
        const { note } = body as { note: string };
        if (note.trim() === '') return unprocessable('note', 'Please say what was done about it.');
        items = items.filter((i) => i !== supplierBooking);
        return { body: { message: 'Marked resolved: it has left the queue.' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Needs attention' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Refund not done');
    expect(rows[1]).toHaveTextContent('Due by 15 Nov 2026LATE');
    expect(within(rows[1]).getByText('LATE')).toHaveClass('text-coral-600');
    expect(within(rows[1]).getByRole('link', { name: 'KL170103' })).toHaveAttribute(
      'href',
      '/bookings/KL170103',
    );
    expect(rows[2]).toHaveTextContent('SMTP 421: service not available');
    expect(screen.getByRole('heading', { name: '3 items' })).toBeVisible();
    // A failed supplier booking cannot be retried from here: only resolved.
    expect(within(rows[3]).queryByRole('button', { name: /^Retry/ })).toBeNull();

    await user.click(within(rows[2]).getByRole('button', { name: `Retry: ${failedJob.title}` }));
    expect(await screen.findByText('The job will run again now.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      `/api/staff/attention/failed-job/${failedJob.key}/retry`,
      expect.objectContaining({ method: 'POST' }),
    );

    await user.click(
      within(rows[3]).getByRole('button', { name: `Mark resolved: ${supplierBooking.title}` }),
    );
    const form = within(rows[3]);
    await user.click(form.getByRole('button', { name: 'Mark resolved' }));
    expect(await form.findByText('Please say what was done about it.')).toBeVisible();
    await user.type(form.getByLabelText('What was done'), 'Rebooked by phone, ref HB-1');
    await user.click(form.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked resolved: it has left the queue.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: '2 items' })).toBeVisible();
    expect(screen.queryByText(supplierBooking.title)).toBeNull();
    const sent = fetch.mock.calls
      .filter(([url]) => url.endsWith('/resolve'))
      .map(([, init]) => JSON.parse(init?.body as string) as unknown);
    expect(sent.at(-1)).toEqual({ note: 'Rebooked by phone, ref HB-1' });
  });

  it('agents read the queue without Retry or Mark resolved, and filter it by kind', async () => {
    const { fetch, router } = renderDesk('/attention', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/attention') return { body: queueOf([failedJob]) };
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Needs attention' });
    expect(within(table).getByText(failedJob.title)).toBeVisible();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.getByText(/a supervisor retries or resolves/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Needs attention' })).toHaveAttribute(
      'href',
      '/attention',
    );

    await userEvent.setup().selectOptions(screen.getByLabelText('Kind'), 'failed-job');
    expect(router.state.location.search).toBe('?kind=failed-job');
    const asked = fetch.mock.calls
      .map(([url]) => new URL(url, 'http://desk.test'))
      .filter((url) => url.pathname === '/api/staff/attention')
      .at(-1);
    expect(asked?.searchParams.get('kind')).toBe('failed-job');
  });
});
