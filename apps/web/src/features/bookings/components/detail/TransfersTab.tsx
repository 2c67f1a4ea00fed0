import type { BookingDetail } from '@sunward/contracts/bookings';
import { Section } from '../../../../shared/ui/Section';

function Collection({ title, time, notes }: { title: string; time: string; notes: string }) {
  return (
    <div className="rounded-lg p-4 ring-1 ring-slate-200">
      <h3 className="text-base font-bold text-brand-800">{title}</h3>
      <p className="mt-1 text-sm text-slate-900">
        Collection: <span className="font-semibold">{time}</span>
      </p>
      {notes && <p className="mt-1 text-sm text-slate-700">{notes}</p>}
    </div>
  );
}

/**
 * docs/spec/3-accounts-bookings-content.md §2 'Transfers tab': arrival and departure collection
 * times with their notes; otherwise 'No Transfer Information Available'.
 */
export function TransfersTab({ transfers }: { transfers: BookingDetail['transfers'] }) {
  if (!transfers) {
    return (
      <Section id="transfers" title="No Transfer Information Available">
        <p className="mt-3 text-sm text-slate-600">
          This booking has no transfers. If you would like one added, ask us on the Changes tab.
        </p>
      </Section>
    );
  }
  return (
    <Section id="transfers" title="Your transfers">
      <p className="mt-2 text-sm text-slate-700">
        {transfers.type}
        {transfers.provider ? ` with ${transfers.provider}` : ''}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Collection
          title="Arrival"
          time={transfers.outboundCollection}
          notes={transfers.outboundCollectionNotes}
        />
        <Collection
          title="Departure"
          time={transfers.inboundCollection}
          notes={transfers.inboundCollectionNotes}
        />
      </div>
    </Section>
  );
}
