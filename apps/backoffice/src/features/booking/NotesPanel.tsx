import { BOOKING_NOTE_MAX_LENGTH, type StaffBookingNote } from '@sunward/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { addBookingNote } from '../../api/add-booking-note';
import { bookingQuery } from '../../api/booking';
import { ApiError, messageOf } from '../../api/client';
import { formatMoment } from '../../lib/format';
import { Button, Notice, TextArea } from '../../ui/controls';
import { Panel } from '../../ui/Facts';

/** Staff's internal notes on the booking, oldest first, and a new one: never seen by the customer. */
export function NotesPanel({ reference, notes }: { reference: string; notes: StaffBookingNote[] }) {
  const [body, setBody] = useState('');
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: () => addBookingNote(reference, body),
    onSuccess: () => {
      setBody('');
      void client.invalidateQueries({ queryKey: bookingQuery(reference).queryKey });
    },
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate();
  };
  const refused = add.error instanceof ApiError ? add.error.fieldError('body') : undefined;
  return (
    <Panel id="notes" title="Internal notes">
      {notes.length === 0 ? (
        <p className="text-muted">No notes yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm text-muted">
                {note.staffName}, {formatMoment(note.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        {add.isError && !refused ? <Notice kind="error">{messageOf(add.error)}</Notice> : null}
        <TextArea
          label="Add a note"
          hint="For the team only: the customer never sees notes."
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={BOOKING_NOTE_MAX_LENGTH}
          rows={3}
          error={refused}
        />
        <Button type="submit" disabled={add.isPending}>
          Add note
        </Button>
      </form>
    </Panel>
  );
}
