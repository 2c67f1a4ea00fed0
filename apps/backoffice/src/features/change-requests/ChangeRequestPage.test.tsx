import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingRequest } from '../../test/change-request';
import { agent, renderDesk, unprocessable } from '../../test/render';

const ID = pendingRequest.id;
const pending = pendingRequest;

describe('working on a change request', () => {
  it('takes it, replies once with its own key, and declines only with a reason', async () => {
    let current = pending;
    const { fetch } = renderDesk(`/change-requests/${ID}`, (_method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      const base = `/api/staff/change-requests/${ID}`;
      if (url.pathname === base) return { body: { changeRequest: current } };
      if (url.pathname === `${base}/assign`) {
        current = { ...current, assignedTo: { id: agent.id, fullName: agent.fullName } };
        return { body: { changeRequest: current } };
      }
      if (url.pathname === `${base}/replies`) {
        const { body: text } = body as { body: string };
        current = {
          ...current,
          status: 'awaiting_customer',
          overdue: false,
          replies: [
            {
              id: 'r1',
              body: text,
              staff: { id: agent.id, fullName: agent.fullName },
              sentAt: '2026-11-27T09:00:00.000Z',
            },
          ],
          next: ['in_progress', 'completed', 'declined'],
        };
        return { body: { changeRequest: current } };
      }
      if (url.pathname === `${base}/status`) {
        const asked = body as { reason?: string };
        if (!asked.reason) {
          return unprocessable('reason', 'Please tell the customer why the request is declined.');
        }
        current = { ...current, status: 'declined', declineReason: asked.reason, next: [] };
        return { body: { changeRequest: current } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Room change for KL170103' }),
    ).toBeVisible();
    expect(screen.getByText('Overdue')).toBeVisible();
    expect(screen.getByRole('link', { name: 'letter.pdf' })).toHaveAttribute(
      'href',
      `/api/staff/change-requests/${ID}/attachments/a1b2c3d4-0000-4000-8000-000000000009`,
    );

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to Priya Shah.')).toBeVisible();

    await user.type(
      screen.getByLabelText('Your reply'),
      'We have asked the hotel and will confirm.',
    );
    await user.click(screen.getByLabelText("Wait for the customer's answer"));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const replies = screen.getByRole('region', { name: 'Replies to the customer' });
    expect(
      await within(replies).findByText('We have asked the hotel and will confirm.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    const sent = fetch.mock.calls.filter(
      ([url]) => url === `/api/staff/change-requests/${ID}/replies`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[1]?.headers).toEqual(
      expect.objectContaining({ 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    );
    expect(JSON.parse(sent[0]?.[1]?.body as string)).toEqual({
      body: 'We have asked the hotel and will confirm.',
      then: 'awaiting_customer',
    });

    const decline = screen.getByRole('region', { name: 'Decline the request' });
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(
      await within(decline).findByText('Please tell the customer why the request is declined.'),
    ).toBeVisible();
    await user.type(within(decline).getByLabelText('Reason'), 'No sea-view rooms are left.');
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Now Declined.')).toBeVisible();
    expect(screen.getByText('This request is closed.')).toBeVisible();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    const moved = fetch.mock.calls.filter(
      ([url]) => url === `/api/staff/change-requests/${ID}/status`,
    );
    expect(JSON.parse(moved.at(-1)?.[1]?.body as string)).toEqual({
      from: 'awaiting_customer',
      to: 'declined',
      reason: 'No sea-view rooms are left.',
    });
  });
});
