import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk, unprocessable } from '../../test/render';

const admin = {
  ...agent,
  id: '0b7a3f55-9a7e-4c61-8d0b-7f3e2a1c9d11',
  fullName: 'Dana Morgan',
  email: 'dana@example.co.uk',
  role: 'admin',
} as const;

describe('staff admin', () => {
  it("adds a member of staff, shows the server's field messages, and changes a role", async () => {
    let members: object[] = [admin, agent];
    const { fetch } = renderDesk('/staff', (method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: admin } };
      if (url.pathname === '/api/staff/members' && method === 'GET') return { body: { members } };
      if (url.pathname === '/api/staff/members' && method === 'POST') {
        const asked = body as { fullName: string; email: string; password: string };
        if (asked.password.length < 8) {
          return unprocessable('password', 'Password must be at least 8 characters long');
        }
        const member = {
          ...agent,
          id: 'b1c2d3e4-0000-4000-8000-000000000001',
          ...asked,
          role: 'supervisor',
          twoFactor: false,
        };
        members = [...members, member];
        return { status: 201, body: { member } };
      }
      if (url.pathname === `/api/staff/members/${agent.id}` && method === 'PATCH') {
        members = members.map((m) => (m === agent ? { ...agent, ...(body as object) } : m));
        return { body: { member: { ...agent, ...(body as object) } } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Add a member of staff' });
    await user.type(within(form).getByLabelText('Full name'), 'Tom Reid');
    await user.type(within(form).getByLabelText('E-mail'), 'tom.reid@example.co.uk');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Supervisor');
    await user.type(within(form).getByLabelText('First password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Add member of staff' }));
    const password = within(form).getByLabelText('First password');
    expect(
      await within(form).findByText('Password must be at least 8 characters long'),
    ).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'lantern-harbour-93');
    await user.click(within(form).getByRole('button', { name: 'Add member of staff' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tom Reid can now sign in and set up two-factor sign-in.',
    );
    expect(await screen.findByRole('cell', { name: 'Tom Reid' })).toBeVisible();
    expect(within(form).getByLabelText('Full name')).toHaveValue('');
    const created = fetch.mock.calls
      .filter(([url, init]) => url === '/api/staff/members' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(init?.body as string));
    expect(created.at(-1)).toEqual({
      fullName: 'Tom Reid',
      email: 'tom.reid@example.co.uk',
      role: 'supervisor',
      password: 'lantern-harbour-93',
    });

    // One's own role cannot be changed here; someone else's can.
    expect(screen.getByLabelText('Role of Dana Morgan')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Role of Priya Shah'), 'Supervisor');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Priya Shah is now supervisor; their sessions have ended.',
    );

    // Sorted in the page: by name, then the other way.
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['Dana Morgan', 'Priya Shah', 'Tom Reid']);
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['Tom Reid', 'Priya Shah', 'Dana Morgan']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('refuses an agent in words and never asks the server for the staff list', async () => {
    const { fetch } = renderDesk('/staff', (_method, url) =>
      url.pathname === '/api/staff/me' ? { body: { staff: agent } } : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/staff/members');
  });
});
