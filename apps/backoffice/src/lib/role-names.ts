import type { StaffRole } from '@sunward/contracts/staff';

/** A staff role as the desk names it. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  agent: 'Agent',
  supervisor: 'Supervisor',
  admin: 'Admin',
};
