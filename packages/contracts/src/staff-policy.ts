import type { StaffRole } from './staff';

/**
 * Who on the staff may do what: one rule per action, the one place the back office's access is
 * decided. Agents work the desk (find bookings, read them, answer change requests, add notes);
 * supervisors also hand change requests to anyone, decide on money and read the audit trail;
 * admins also manage staff. The server enforces it on every staff route; the back office reads it
 * only to leave out what a role cannot do.
 */
const ALLOWED: Record<StaffAction, readonly StaffRole[]> = {
  'bookings.search': ['agent', 'supervisor', 'admin'],
  'bookings.view': ['agent', 'supervisor', 'admin'],
  'bookings.note': ['agent', 'supervisor', 'admin'],
  'changeRequests.work': ['agent', 'supervisor', 'admin'],
  /** Assign a change request to anyone, taking it from whoever holds it (agents: themselves). */
  'changeRequests.assign': ['supervisor', 'admin'],
  'bookings.cancel': ['supervisor', 'admin'],
  'bookings.refund': ['supervisor', 'admin'],
  'audit.read': ['supervisor', 'admin'],
  'staff.list': ['supervisor', 'admin'],
  'staff.manage': ['admin'],
  'staff.endSessions': ['admin'],
};

export type StaffAction =
  | 'bookings.search'
  | 'bookings.view'
  | 'bookings.note'
  | 'changeRequests.work'
  | 'changeRequests.assign'
  | 'bookings.cancel'
  | 'bookings.refund'
  | 'audit.read'
  | 'staff.list'
  | 'staff.manage'
  | 'staff.endSessions';

export const STAFF_ACTIONS = Object.keys(ALLOWED) as StaffAction[];

/** Whether a member of staff in `role` may do `action`. */
export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[action].includes(role);
}
