import { staffPaths } from '@sunward/contracts/staff';
import { staffRequest } from './client';

/** Ends this staff session. */
export const signOut = () => staffRequest(staffPaths.signOut, { method: 'POST' });
