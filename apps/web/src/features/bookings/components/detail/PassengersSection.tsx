import type { BookingDetail } from '@sunward/contracts/bookings';
import { KeyValues, Section } from '../../../../shared/ui/Section';

type Passenger = BookingDetail['passengers'][number];

function leadContact(lead: Passenger): [string, string][] {
  const address = [lead.address_line_one, lead.address_line_two, lead.city, lead.postcode]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  const rows: [string, string][] = [];
  if (lead.email) rows.push(['Email', lead.email]);
  if (lead.phone) rows.push(['Phone', lead.phone]);
  if (address) rows.push(['Address', address]);
  return rows;
}

/** Each traveller (full name, type, age, nationality, lead) and the lead passenger's contact. */
export function PassengersSection({ passengers }: { passengers: Passenger[] }) {
  const lead = passengers.find((p) => p.lead);
  const contact = lead ? leadContact(lead) : [];
  return (
    <Section id="passengers" title="Passengers">
      <ul className="mt-4 divide-y divide-slate-100">
        {passengers.map((p) => (
          <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
            <span className="font-semibold text-slate-900">{p.fullName}</span>
            {p.lead && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800 ring-1 ring-brand-200">
                Lead passenger
              </span>
            )}
            <span className="text-slate-700">
              {p.type}, age {p.age}
              {p.nationality ? `, ${p.nationality}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {lead && contact.length > 0 && (
        <>
          <h3 className="mt-4 text-base font-bold text-brand-800">Lead passenger contact</h3>
          <KeyValues rows={contact} />
        </>
      )}
    </Section>
  );
}
