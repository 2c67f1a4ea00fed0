import type { StaffBookingView } from '@sunward/contracts/staff';
import {
  AMENDMENT_REASON_MAX_LENGTH,
  type ExtrasAmendment,
  type StaffExtrasOptions,
} from '@sunward/contracts/staff-amendments';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { addExtras } from '../../api/add-extras';
import { bookingQuery } from '../../api/booking';
import { ApiError, messageOf } from '../../api/client';
import { extrasOptionsQuery } from '../../api/extras-options';
import { meQuery } from '../../api/me';
import { formatDay, formatMoment, formatPence } from '../../lib/format';
import { Button, Notice, SelectInput, TextArea, TextInput } from '../../ui/controls';
import { ListTable, Panel } from '../../ui/Facts';

const STATE_NAMES: Record<ExtrasAmendment['state'], string> = {
  requested: 'Waiting for the supplier',
  added: 'Added: owed by the customer',
  refused: 'Refused by the supplier',
};

const DIRECTION_NAMES = { outbound: 'outbound', inbound: 'return' } as const;

type Flight = StaffExtrasOptions['flights'][number];
const seatKey = (f: Flight, passenger: number) => `${f.direction}:${String(passenger)}`;

/** The form: how many of each bag, a seat per passenger without one, why; the total as it adds up. */
function ExtrasForm({
  reference,
  options,
  onClose,
}: {
  reference: string;
  options: StaffExtrasOptions;
  onClose: (added: ExtrasAmendment | null) => void;
}) {
  const client = useQueryClient();
  const [bags, setBags] = useState<Record<string, number>>({});
  const [seats, setSeats] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const chosenBags = options.bags
    .map((b) => ({ bag: b, quantity: bags[b.id] ?? 0 }))
    .filter((x) => x.quantity > 0);
  const chosenSeats = options.flights.flatMap((f) =>
    f.passengersWithoutSeat.flatMap((p) => {
      const number = seats[seatKey(f, p.passenger)];
      const seat = number ? f.seats.find((x) => x.number === number) : undefined;
      return seat ? [{ flight: f, passenger: p.passenger, seat }] : [];
    }),
  );
  const total =
    chosenBags.reduce((n, x) => n + x.quantity * x.bag.unitPence, 0) +
    chosenSeats.reduce((n, x) => n + x.seat.pricePence, 0);
  const save = useMutation({
    mutationFn: () =>
      addExtras(reference, {
        bags: chosenBags.map((x) => ({ id: x.bag.id, quantity: x.quantity })),
        seats: chosenSeats.map((x) => ({
          direction: x.flight.direction,
          passenger: x.passenger,
          seatNumber: x.seat.number,
        })),
        expectedTotalPence: total,
        reason,
      }),
    onSuccess: async (amendment) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: bookingQuery(reference).queryKey }),
        client.invalidateQueries({ queryKey: extrasOptionsQuery(reference).queryKey }),
      ]);
      onClose(amendment.kind === 'extras' ? amendment : null);
    },
  });
  const fieldError = (name: string) =>
    save.error instanceof ApiError ? save.error.fieldError(name) : undefined;
  const general = save.isError && !['bags', 'seats', 'reason'].some((f) => fieldError(f));
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add bags or seats"
      className="mt-3 space-y-4 rounded-md border border-slate-300 p-3"
    >
      <p className="text-sm text-muted">
        Prices are the supplier&rsquo;s today. Once the supplier confirms, the customer owes the
        total as a new payment on their booking&rsquo;s Payment tab, due within a week (or the day
        before departure), and is e-mailed the amended confirmation.
      </p>
      {general ? <Notice kind="error">{messageOf(save.error)}</Notice> : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-bold text-slate-800">Hold bags (for the booking)</legend>
        {options.bags.length === 0 ? (
          <p className="text-sm text-muted">These flights sell no hold bags.</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {options.bags.map((b) => (
              <TextInput
                key={b.id}
                label={`${String(b.weightKg)}kg hold bags to add`}
                hint={`${formatPence(b.unitPence)} each; ${String(b.bought)} bought, up to ${String(b.maxMore)} more`}
                type="number"
                inputMode="numeric"
                min={0}
                max={b.maxMore}
                disabled={b.maxMore === 0}
                value={String(bags[b.id] ?? 0)}
                onChange={(event) =>
                  setBags({ ...bags, [b.id]: Math.max(0, Math.trunc(Number(event.target.value))) })
                }
              />
            ))}
          </div>
        )}
        {fieldError('bags') ? (
          <p className="text-sm font-medium text-coral-600">{fieldError('bags')}</p>
        ) : null}
      </fieldset>
      {options.flights.map((f) => (
        <fieldset key={f.direction} className="space-y-3">
          <legend className="text-sm font-bold text-slate-800">
            Seats on {f.flightNumber} ({DIRECTION_NAMES[f.direction]}, {formatDay(f.date)})
          </legend>
          {f.passengersWithoutSeat.length === 0 ? (
            <p className="text-sm text-muted">Every passenger has a seat on this flight.</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {f.passengersWithoutSeat.map((p) => (
                <SelectInput
                  key={p.passenger}
                  label={`Seat for ${p.name}`}
                  value={seats[seatKey(f, p.passenger)] ?? ''}
                  onChange={(event) =>
                    setSeats({ ...seats, [seatKey(f, p.passenger)]: event.target.value })
                  }
                >
                  <option value="">No seat</option>
                  {f.seats.map((x) => (
                    <option key={x.number} value={x.number}>
                      {x.number}: {x.band}, {formatPence(x.pricePence)}
                    </option>
                  ))}
                </SelectInput>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      {fieldError('seats') ? (
        <p className="text-sm font-medium text-coral-600">{fieldError('seats')}</p>
      ) : null}
      <TextArea
        label="Reason for adding them"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={AMENDMENT_REASON_MAX_LENGTH}
        rows={2}
        error={fieldError('reason')}
      />
      <p className="font-semibold" aria-live="polite">
        Total to add: {formatPence(total)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Add for {formatPence(total)}
        </Button>
        <Button look="secondary" onClick={() => onClose(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** What the desk said after adding: bought and owed, refused, or still with the supplier. */
function Outcome({ amendment }: { amendment: ExtrasAmendment }) {
  if (amendment.state === 'added') {
    return (
      <Notice kind="done">
        Added for {formatPence(amendment.pricePence)}: the customer owes it on their Payment tab and
        is e-mailed the amended confirmation.
      </Notice>
    );
  }
  if (amendment.state === 'refused') {
    return <Notice kind="error">{amendment.refusal ?? STATE_NAMES.refused}</Notice>;
  }
  return (
    <Notice kind="done">
      The supplier could not be reached: the request is kept and sent again shortly.
    </Notice>
  );
}

/**
 * Hold bags and seats added after booking, by staff whose role may amend bookings while the
 * booking is live: the supplier's options at today's prices, and every addition so far with
 * how the supplier answered.
 */
export function ExtrasPanel({ view }: { view: StaffBookingView }) {
  const me = useQuery(meQuery());
  const reference = view.booking.reference;
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ExtrasAmendment | null>(null);
  const role = me.data?.role;
  const mayAmend =
    view.record.status !== 'cancelled' && role !== undefined && staffMay(role, 'bookings.amend');
  const options = useQuery({ ...extrasOptionsQuery(reference), enabled: open });
  const added = view.amendments.filter((a) => a.kind === 'extras');
  if (!view.booking.flights && added.length === 0) return null;
  return (
    <Panel id="extras" title="Bags and seats">
      {outcome ? <Outcome amendment={outcome} /> : null}
      {added.length > 0 ? (
        <ListTable
          caption="Extras added after booking"
          columns={['When', 'By', 'What', 'Price', 'State', 'Reason']}
          empty=""
          rows={added.map((a) => ({
            key: a.id,
            cells: [
              formatMoment(a.createdAt),
              a.staffName,
              a.lines.map((l) => l.description).join('; '),
              formatPence(a.pricePence),
              a.state === 'refused' && a.refusal
                ? `${STATE_NAMES.refused}: ${a.refusal}`
                : STATE_NAMES[a.state],
              a.reason,
            ],
          }))}
        />
      ) : (
        <p className="text-sm text-muted">No bags or seats have been added since booking.</p>
      )}
      {mayAmend && !open ? (
        <div className="mt-3">
          <Button
            look="secondary"
            onClick={() => {
              setOutcome(null);
              setOpen(true);
            }}
          >
            Add bags or seats
          </Button>
        </div>
      ) : null}
      {open ? (
        options.isPending ? (
          <p role="status" className="mt-3">
            Asking the supplier for today&rsquo;s bags and seats…
          </p>
        ) : options.isError ? (
          <div className="mt-3">
            <Notice kind="error">{messageOf(options.error)}</Notice>
          </div>
        ) : options.data.unavailable ? (
          <div className="mt-3 space-y-2">
            <Notice kind="error">{options.data.unavailable}</Notice>
            <Button look="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        ) : (
          <ExtrasForm
            reference={reference}
            options={options.data}
            onClose={(amendment) => {
              setOutcome(amendment);
              setOpen(false);
            }}
          />
        )
      ) : null}
    </Panel>
  );
}
