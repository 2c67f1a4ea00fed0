import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingRequest } from '../../test/change-request';
import { agent, renderDesk } from '../../test/render';

// The queue's rows are the detail without what only the detail carries (the contract drops the rest).
const row = pendingRequest;

describe('the change-request queue', () => {
  it('lists open requests oldest first, flags the overdue, and filters on the server', async () => {
    const { fetch, router } = renderDesk('/change-requests', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname !== '/api/staff/change-requests') return undefined;
      return { body: { changeRequests: [row], total: 1, page: 1, pageSize: 25 } };
    });
    const table = await screen.findByRole('table', { name: 'Change requests' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('KL170103');
    expect(first).toHaveTextContent('High (urgent)');
    expect(first).toHaveTextContent('PendingOverdue');
    expect(first).toHaveTextContent('Nobody');
    expect(
      within(first).getByRole('link', {
        name: 'Open the room request for KL170103',
      }),
    ).toHaveAttribute('href', `/change-requests/${row.id}`);
    const asked = () =>
      new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://desk.test').searchParams;
    expect(asked().get('status')).toBe('pending,in_progress,awaiting_customer');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Me');
    await user.selectOptions(screen.getByLabelText('Lateness'), 'Overdue only');
    await user.selectOptions(screen.getByLabelText('Status'), 'Any status');
    expect(Object.fromEntries(asked())).toEqual({
      assigned: 'me',
      overdue: 'true',
      page: '1',
      pageSize: '25',
    });
    expect(router.state.location.search).toBe('?assigned=me&overdue=true&status=all');
  });
});
