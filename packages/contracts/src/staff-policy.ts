import type { StaffRole } from './staff';

/**
 * Who on the staff may do what: one rule per action, the one place the back office's access is
 * decided. Agents work the desk (find bookings, read them, answer change requests, add notes,
 * read the tourist tax rates, moderate waiting reviews); supervisors also hand change requests to anyone, decide on money,
 * keep the tourist tax rates current, overrule a review decision and read the audit trail; admins also manage staff. The server enforces it on every staff route; the back office reads it
 * only to leave out what a role cannot do.
 */
const ALLOWED: Record<StaffAction, readonly StaffRole[]> = {
  'bookings.search': ['agent', 'supervisor', 'admin'],
  'bookings.view': ['agent', 'supervisor', 'admin'],
  'bookings.note': ['agent', 'supervisor', 'admin'],
  'changeRequests.work': ['agent', 'supervisor', 'admin'],
  /** Assign a change request to anyone, taking it from whoever holds it (agents: themselves). */
  'changeRequests.assign': ['supervisor', 'admin'],
  /** Correct a passenger's name or date of birth after booking. */
  'bookings.amend': ['agent', 'supervisor', 'admin'],
  /** Ask a supervisor to cancel a booking (they decide on money). */
  'bookings.requestCancellation': ['agent', 'supervisor', 'admin'],
  'bookings.cancel': ['supervisor', 'admin'],
  'bookings.refund': ['supervisor', 'admin'],
  'audit.read': ['supervisor', 'admin'],
  /** Money by day: the gateway's report against what the bookings recorded. */
  'money.read': ['supervisor', 'admin'],
  /** The "Needs attention" queue: failed work that needs a person (everyone reads it). */
  'attention.read': ['agent', 'supervisor', 'admin'],
  /** Retrying an item of it, or marking it resolved with a note. */
  'attention.act': ['supervisor', 'admin'],
  /** The tourist tax rates and their history (every role: agents answer customers about them). */
  'touristTax.read': ['agent', 'supervisor', 'admin'],
  /** A new dated version of a place's rate, with its source (never overwriting one). */
  'touristTax.edit': ['supervisor', 'admin'],
  /** The review moderation queue (every role reads it). */
  'reviews.read': ['agent', 'supervisor', 'admin'],
  /** Approving a waiting review, or rejecting it with a reason the customer is shown. */
  'reviews.moderate': ['agent', 'supervisor', 'admin'],
  /** Taking down a published review, or publishing one that was rejected. */
  'reviews.override': ['supervisor', 'admin'],
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
  | 'bookings.amend'
  | 'bookings.requestCancellation'
  | 'bookings.cancel'
  | 'bookings.refund'
  | 'audit.read'
  | 'money.read'
  | 'attention.read'
  | 'attention.act'
  | 'touristTax.read'
  | 'touristTax.edit'
  | 'reviews.read'
  | 'reviews.moderate'
  | 'reviews.override'
  | 'staff.list'
  | 'staff.manage'
  | 'staff.endSessions';

export const STAFF_ACTIONS = Object.keys(ALLOWED) as StaffAction[];

/** Whether a member of staff in `role` may do `action`. */
export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[action].includes(role);
}
