import { staffMay } from '@sunward/contracts/staff-policy';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { memberAuditQuery } from '../../api/member-audit';
import { staffMembersQuery } from '../../api/staff-members';
import { formatMoment } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { BookingLink } from '../../ui/badges';
import { Notice, SelectInput } from '../../ui/controls';
import { ListTable, Panel } from '../../ui/Facts';

/** What an entry was done to, in words: a booking by its reference where the entry names it. */
function targetOf(entry: { target: { type: string; id: string } | null; details: unknown }) {
  const reference = (entry.details as { reference?: unknown } | null)?.reference;
  if (entry.target?.type === 'booking' && typeof reference === 'string') {
    return <BookingLink reference={reference} />;
  }
  return entry.target
    ? `${entry.target.type.replace('_', ' ')} ${entry.target.id.slice(0, 8)}`
    : '—';
}

/**
 * The audit trail by person (supervisors and admins): choose a member of staff, read what they
 * did, newest first. The application can only add to the trail, never change it.
 */
export function AuditPage() {
  usePageTitle('Audit trail');
  const me = useQuery(meQuery());
  const allowed = me.data ? staffMay(me.data.role, 'audit.read') : false;
  const members = useQuery({ ...staffMembersQuery(), enabled: allowed });
  const [params, setParams] = useSearchParams();
  const chosen = params.get('member') ?? '';
  const trail = useQuery({ ...memberAuditQuery(chosen), enabled: allowed && chosen !== '' });

  if (me.data && !allowed) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-800">Audit trail</h1>
        <Notice kind="error">Your role does not allow this.</Notice>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Audit trail</h1>
      <div className="mt-4 max-w-md">
        <SelectInput
          label="Member of staff"
          value={chosen}
          onChange={(event) => setParams(event.target.value ? { member: event.target.value } : {})}
        >
          <option value="">Choose a member of staff</option>
          {(members.data ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.fullName} ({member.email})
            </option>
          ))}
        </SelectInput>
      </div>
      {members.isError ? <Notice kind="error">{messageOf(members.error)}</Notice> : null}
      {trail.isError ? <Notice kind="error">{messageOf(trail.error)}</Notice> : null}
      {trail.data ? (
        <div className="mt-4">
          <Panel id="trail" title="What they did, newest first">
            <ListTable
              caption="Audit entries"
              columns={['When', 'What', 'To what']}
              empty="Nothing recorded yet."
              rows={trail.data.map((entry, i) => ({
                key: `${entry.at}-${String(i)}`,
                cells: [formatMoment(entry.at), entry.action, targetOf(entry)],
              }))}
            />
          </Panel>
        </div>
      ) : null}
    </>
  );
}
