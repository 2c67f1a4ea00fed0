import { STAFF_ROLES, type StaffMember, type StaffRole } from '@sunward/contracts/staff';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { messageOf } from '../../api/client';
import { endStaffSessions } from '../../api/end-staff-sessions';
import { meQuery } from '../../api/me';
import { resetStaffTwoFactor } from '../../api/reset-staff-two-factor';
import { staffMembersKey, staffMembersQuery } from '../../api/staff-members';
import { updateStaffMember } from '../../api/update-staff-member';
import { usePageTitle } from '../../lib/page-title';
import { ROLE_NAMES } from '../../lib/role-names';
import { DataTable } from '../../ui/DataTable';
import { Button, Notice } from '../../ui/controls';
import { NewMemberForm } from './NewMemberForm';

type Change =
  | { kind: 'role'; member: StaffMember; role: StaffRole }
  | { kind: 'active'; member: StaffMember; active: boolean }
  | { kind: 'end-sessions'; member: StaffMember }
  | { kind: 'reset-two-factor'; member: StaffMember };

/** What a change did, in words, for the status line. */
function outcome(change: Change, ended?: number): string {
  const name = change.member.fullName;
  switch (change.kind) {
    case 'role':
      return `${name} is now ${ROLE_NAMES[change.role].toLowerCase()}; their sessions have ended.`;
    case 'active':
      return change.active
        ? `${name} can sign in again.`
        : `${name} is deactivated; their sessions have ended.`;
    case 'end-sessions':
      return `${name}: ${ended ?? 0} ${ended === 1 ? 'session' : 'sessions'} ended.`;
    case 'reset-two-factor':
      return `${name} sets up two-factor sign-in again at their next sign-in.`;
  }
}

/**
 * Admins manage staff: add a member of staff, change a role, deactivate or reactivate, end every
 * session of someone (a lost laptop), reset a lost two-factor. One's own role and active flag
 * stay as they are (the server refuses too).
 */
export function StaffPage() {
  usePageTitle('Staff');
  const me = useQuery(meQuery());
  const allowed = me.data ? staffMay(me.data.role, 'staff.manage') : false;
  const members = useQuery({ ...staffMembersQuery(), enabled: allowed });
  const client = useQueryClient();
  const [done, setDone] = useState<string>();

  const change = useMutation({
    mutationFn: async (change: Change) => {
      const id = change.member.id;
      switch (change.kind) {
        case 'role':
          await updateStaffMember(id, { role: change.role });
          return undefined;
        case 'active':
          await updateStaffMember(id, { active: change.active });
          return undefined;
        case 'end-sessions':
          return endStaffSessions(id);
        case 'reset-two-factor':
          await resetStaffTwoFactor(id);
          return undefined;
      }
    },
    onMutate: () => setDone(undefined),
    onSuccess: (ended, change) => setDone(outcome(change, ended)),
    onSettled: () => client.invalidateQueries({ queryKey: staffMembersKey }),
  });

  const column = createColumnHelper<StaffMember>();
  const columns = [
    column.accessor('fullName', {
      header: 'Name',
      cell: (cell) => <span className="whitespace-nowrap">{cell.getValue()}</span>,
    }),
    column.accessor('email', {
      header: 'E-mail',
      cell: (cell) => <span className="whitespace-nowrap">{cell.getValue()}</span>,
    }),
    column.accessor('role', {
      header: 'Role',
      enableSorting: false,
      cell: ({ row: { original: member } }) => (
        <select
          aria-label={`Role of ${member.fullName}`}
          className="rounded-md border border-slate-400 bg-white px-2 py-1.5"
          value={member.role}
          disabled={member.id === me.data?.id || change.isPending}
          onChange={(event) =>
            change.mutate({ kind: 'role', member, role: event.target.value as StaffRole })
          }
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      ),
    }),
    column.accessor('twoFactor', {
      header: 'Two-factor',
      cell: (cell) => (cell.getValue() ? 'Set up' : 'Not set up yet'),
    }),
    column.accessor('active', {
      header: 'Status',
      cell: (cell) => (cell.getValue() ? 'Active' : 'Deactivated'),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: member } }) =>
        member.id === me.data?.id ? (
          <span className="text-muted">You</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              look={member.active ? 'danger' : 'secondary'}
              disabled={change.isPending}
              aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.fullName}`}
              onClick={() => change.mutate({ kind: 'active', member, active: !member.active })}
            >
              {member.active ? 'Deactivate' : 'Reactivate'}
            </Button>
            <Button
              look="secondary"
              disabled={change.isPending}
              aria-label={`End sessions of ${member.fullName}`}
              onClick={() => change.mutate({ kind: 'end-sessions', member })}
            >
              End sessions
            </Button>
            {member.twoFactor ? (
              <Button
                look="secondary"
                disabled={change.isPending}
                aria-label={`Reset two-factor of ${member.fullName}`}
                onClick={() => {
                  if (
                    window.confirm(
                      `Reset two-factor sign-in for ${member.fullName}? Their recovery codes and sessions end, and they set it up again at their next sign-in.`,
                    )
                  ) {
                    change.mutate({ kind: 'reset-two-factor', member });
                  }
                }}
              >
                Reset two-factor
              </Button>
            ) : null}
          </div>
        ),
    }),
  ];
  const table = useReactTable({
    data: members.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    // A short list: sorted in the page by name, e-mail, two-factor or status.
    getSortedRowModel: getSortedRowModel(),
    getRowId: (member) => member.id,
  });

  if (me.data && !allowed) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-800">Staff</h1>
        <Notice kind="error">Your role does not allow this.</Notice>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Staff</h1>
      <NewMemberForm
        onCreated={(member) => {
          setDone(`${member.fullName} can now sign in and set up two-factor sign-in.`);
          void client.invalidateQueries({ queryKey: staffMembersKey });
        }}
      />
      <section aria-labelledby="members" className="mt-8 space-y-3">
        <h2 id="members" className="text-lg font-semibold">
          Members of staff
        </h2>
        <div aria-live="polite">{done ? <Notice kind="done">{done}</Notice> : null}</div>
        {change.isError ? <Notice kind="error">{messageOf(change.error)}</Notice> : null}
        {members.isError ? <Notice kind="error">{messageOf(members.error)}</Notice> : null}
        {members.isPending ? <p role="status">Loading…</p> : null}
        {members.data ? <DataTable table={table} caption="Members of staff" /> : null}
      </section>
    </>
  );
}
