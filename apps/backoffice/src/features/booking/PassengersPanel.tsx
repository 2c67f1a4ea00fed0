import type { StaffBookingView } from '@sunward/contracts/staff';
import {
  AMENDMENT_REASON_MAX_LENGTH,
  NAME_CORRECTION_MAX_LETTERS,
} from '@sunward/contracts/staff-amendments';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { bookingQuery } from '../../api/booking';
import { ApiError, messageOf } from '../../api/client';
import { correctPassenger } from '../../api/correct-passenger';
import { meQuery } from '../../api/me';
import { formatDay, formatMoment } from '../../lib/format';
import { Button, Notice, TextArea, TextInput } from '../../ui/controls';
import { ListTable, Panel } from '../../ui/Facts';

type Passenger = StaffBookingView['booking']['passengers'][number];

/** The correction form for one passenger: names as on the passport, date of birth, why. */
function CorrectionForm({
  reference,
  number,
  passenger,
  onClose,
}: {
  reference: string;
  number: number;
  passenger: Passenger;
  onClose: (done: boolean) => void;
}) {
  const client = useQueryClient();
  const [firstNames, setFirstNames] = useState(passenger.first_names);
  const [lastName, setLastName] = useState(passenger.last_name);
  const [dateOfBirth, setDateOfBirth] = useState(passenger.date_of_birth);
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: () =>
      correctPassenger(reference, number, { firstNames, lastName, dateOfBirth, reason }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: bookingQuery(reference).queryKey });
      onClose(true);
    },
  });
  const fieldError = (name: string) =>
    save.error instanceof ApiError ? save.error.fieldError(name) : undefined;
  const fields = ['firstNames', 'lastName', 'dateOfBirth', 'reason'];
  const general = save.isError && !fields.some((f) => fieldError(f));
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Correct passenger ${String(number)}`}
      className="mt-3 space-y-3 rounded-md border border-slate-300 p-3"
    >
      <p className="text-sm text-muted">
        A correction changes at most {NAME_CORRECTION_MAX_LETTERS} letters of the name, or a date of
        birth that keeps the age the holiday was priced for. The customer is e-mailed the amended
        confirmation.
      </p>
      {general ? <Notice kind="error">{messageOf(save.error)}</Notice> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label="First names"
          value={firstNames}
          onChange={(event) => setFirstNames(event.target.value)}
          maxLength={100}
          error={fieldError('firstNames')}
        />
        <TextInput
          label="Surname"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          maxLength={100}
          error={fieldError('lastName')}
        />
      </div>
      <TextInput
        label="Date of birth"
        type="date"
        value={dateOfBirth}
        onChange={(event) => setDateOfBirth(event.target.value)}
        error={fieldError('dateOfBirth')}
      />
      <TextArea
        label="Reason for the correction"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={AMENDMENT_REASON_MAX_LENGTH}
        rows={2}
        error={fieldError('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save correction
        </Button>
        <Button look="secondary" onClick={() => onClose(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The booking's passengers, each correctable (name or date of birth) by staff whose role may
 * amend bookings while the booking is live, and the amendments made so far.
 */
export function PassengersPanel({ view }: { view: StaffBookingView }) {
  const me = useQuery(meQuery());
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const reference = view.booking.reference;
  const corrections = view.amendments.filter((a) => a.kind === 'passenger_correction');
  const role = me.data?.role;
  const mayAmend =
    view.record.status !== 'cancelled' && role !== undefined && staffMay(role, 'bookings.amend');
  return (
    <Panel id="passengers" title="Passengers">
      {saved !== null ? (
        <Notice kind="done">
          Passenger {saved} corrected: the amended confirmation is on its way.
        </Notice>
      ) : null}
      <ListTable
        caption="Passengers on this booking"
        columns={
          mayAmend
            ? ['#', 'Name', 'Date of birth', 'Type', 'Correction']
            : ['#', 'Name', 'Date of birth', 'Type']
        }
        empty="No passengers."
        rows={view.booking.passengers.map((p, i) => ({
          key: p.id,
          cells: [
            String(i + 1),
            p.fullName,
            formatDay(p.date_of_birth),
            p.type,
            ...(mayAmend
              ? [
                  editing === null ? (
                    <Button
                      look="secondary"
                      aria-label={`Correct ${p.fullName}`}
                      onClick={() => {
                        setSaved(null);
                        setEditing(i);
                      }}
                    >
                      Correct
                    </Button>
                  ) : (
                    '—'
                  ),
                ]
              : []),
          ],
        }))}
      />
      {editing !== null && view.booking.passengers[editing] ? (
        <CorrectionForm
          reference={reference}
          number={editing + 1}
          passenger={view.booking.passengers[editing]}
          onClose={(done) => {
            if (done) setSaved(editing + 1);
            setEditing(null);
          }}
        />
      ) : null}
      {corrections.length > 0 ? (
        <div className="mt-3">
          <ListTable
            caption="Amendments"
            columns={['When', 'By', 'Passenger', 'Was', 'Now', 'Reason']}
            empty=""
            rows={corrections.map((a) => ({
              key: a.id,
              cells: [
                formatMoment(a.createdAt),
                a.staffName,
                String(a.passenger),
                `${a.before.firstNames} ${a.before.lastName}, ${formatDay(a.before.dateOfBirth)}`,
                `${a.after.firstNames} ${a.after.lastName}, ${formatDay(a.after.dateOfBirth)}`,
                a.reason,
              ],
            }))}
          />
        </div>
      ) : null}
    </Panel>
  );
}
