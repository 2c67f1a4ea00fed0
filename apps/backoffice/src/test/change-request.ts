import type { StaffChangeRequestDetail } from '@sunward/contracts/staff-change-requests';

/** A guest's urgent room change, not picked up yet and overdue, with one file. */
export const pendingRequest: StaffChangeRequestDetail = {
  id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  bookingReference: 'KL170103',
  leadPassenger: 'Amelia Pemberton',
  type: 'room',
  urgency: 'high',
  status: 'pending',
  createdAt: '2026-11-27T08:00:00.000Z',
  assignedTo: null,
  overdue: true,
  replyCount: 0,
  lastActivityAt: '2026-11-27T08:00:00.000Z',
  description: 'Could we have a sea-view room instead?',
  contactMethod: 'email',
  contactEmail: 'amelia@example.co.uk',
  contactPhone: null,
  attachments: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000009',
      name: 'letter.pdf',
      type: 'application/pdf',
      size: 20_480,
    },
  ],
  replies: [],
  declineReason: null,
  history: [],
  next: ['in_progress', 'awaiting_customer', 'completed', 'declined'],
};
