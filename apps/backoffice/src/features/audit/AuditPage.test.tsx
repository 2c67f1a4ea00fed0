import { screen, within } from '@testing-library/react';
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

describe('the audit trail by person', () => {
  it("shows a supervisor one member's actions, bookings by their reference", async () => {
    renderDesk('/audit', (_method, url) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: supervisor } };
      if (url.pathname === '/api/staff/members') return { body: { members: [supervisor, agent] } };
      if (url.pathname === `/api/staff/members/${agent.id}/audit`) {
        return {
          body: {
            entries: [
              {
                at: '2026-11-27T10:05:00.000Z',
                staffName: agent.fullName,
                role: 'agent',
                action: 'booking.viewed',
                target: { type: 'booking', id: '0c6e3f1a-0000-4000-8000-000000000001' },
                details: { reference: 'KL170103' },
              },
              {
                at: '2026-11-27T10:00:00.000Z',
                staffName: agent.fullName,
                role: 'agent',
                action: 'staff.signedIn',
                target: { type: 'staff', id: agent.id },
                details: null,
              },
            ],
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Priya Shah (priya.shah@example.co.uk)' });
    await user.selectOptions(
      await screen.findByLabelText('Member of staff'),
      'Priya Shah (priya.shah@example.co.uk)',
    );
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('booking.viewed');
    expect(within(rows[1]).getByRole('link', { name: 'KL170103' })).toHaveAttribute(
      'href',
      '/bookings/KL170103',
    );
    expect(rows[2]).toHaveTextContent('staff.signedIn');
    expect(screen.getByRole('link', { name: 'Audit' })).toBeVisible();
  });

  it('refuses an agent in words', async () => {
    renderDesk('/audit', (_method, url) =>
      url.pathname === '/api/staff/me' ? { body: { staff: agent } } : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });
});
