import { z } from 'zod';

/** The back office's roles, from least to most trusted: agents answer customers, supervisors decide on money, admins manage staff. */
export const STAFF_ROLES = ['agent', 'supervisor', 'admin'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;
