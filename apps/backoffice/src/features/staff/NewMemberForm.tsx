import {
  STAFF_ROLES,
  type CreateStaffRequest,
  type StaffMember,
  type StaffRole,
} from '@sunward/contracts/staff';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { createStaffMember } from '../../api/create-staff-member';
import { Button, Notice, SelectInput, TextInput } from '../../ui/controls';
import { ROLE_NAMES } from '../../lib/role-names';

const EMPTY: CreateStaffRequest = { fullName: '', email: '', role: 'agent', password: '' };

/**
 * A new member of staff: name, e-mail, role and a first password given to them in person. They
 * set up two-factor sign-in when they first sign in. The server's messages show by their field.
 */
export function NewMemberForm({ onCreated }: { onCreated: (member: StaffMember) => void }) {
  const [form, setForm] = useState<CreateStaffRequest>(EMPTY);
  const create = useMutation({
    mutationFn: createStaffMember,
    onSuccess: (member) => {
      setForm(EMPTY);
      onCreated(member);
    },
  });
  const invalid = create.error instanceof ApiError ? create.error : undefined;
  const set = (name: keyof CreateStaffRequest) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [name]: event.target.value }));
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ ...form, email: form.email.trim(), fullName: form.fullName.trim() });
  };
  return (
    <section
      aria-labelledby="new-member"
      className="mt-4 rounded-card border border-slate-200 bg-white p-4"
    >
      <h2 id="new-member" className="text-lg font-semibold">
        Add a member of staff
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-2">
        {create.isError && !invalid?.hasFieldErrors ? (
          <div className="md:col-span-2">
            <Notice kind="error">{messageOf(create.error)}</Notice>
          </div>
        ) : null}
        <TextInput
          label="Full name"
          maxLength={100}
          autoComplete="off"
          value={form.fullName}
          onChange={set('fullName')}
          error={invalid?.fieldError('fullName')}
        />
        <TextInput
          label="E-mail"
          type="email"
          maxLength={254}
          autoComplete="off"
          value={form.email}
          onChange={set('email')}
          error={invalid?.fieldError('email')}
        />
        <SelectInput label="Role" value={form.role} onChange={set('role')}>
          {STAFF_ROLES.map((role: StaffRole) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </SelectInput>
        <TextInput
          label="First password"
          hint="Give it to them in person: at least 8 characters, and not a common or easily guessed password."
          type="password"
          maxLength={128}
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={invalid?.fieldError('password')}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            Add member of staff
          </Button>
        </div>
      </form>
    </section>
  );
}
