import type {
  ChangeRequestStatus,
  changeRequestTypes,
  changeUrgencies,
} from '@sunward/contracts/bookings';

/** A change request's status, type and urgency as the desk names them. */
export const CHANGE_STATUS_NAMES: Record<ChangeRequestStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  awaiting_customer: 'Awaiting customer',
  completed: 'Completed',
  declined: 'Declined',
};

export const CHANGE_TYPE_NAMES: Record<(typeof changeRequestTypes)[number], string> = {
  flight: 'Flight',
  hotel: 'Hotel',
  room: 'Room',
  dates: 'Dates',
  passenger: 'Passenger',
  special: 'Special request',
  cancellation: 'Cancellation',
  other: 'Other',
};

/** The spec's urgencies: high is urgent (within 48 hours), medium within the week. */
export const URGENCY_NAMES: Record<(typeof changeUrgencies)[number], string> = {
  high: 'High (urgent)',
  medium: 'Medium',
  low: 'Low',
};
