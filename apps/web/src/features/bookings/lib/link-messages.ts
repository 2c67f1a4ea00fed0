import { lookupMessages } from '@sunward/contracts/bookings';
import { messageForAnswer } from './answer-messages';

/** docs/spec/3-accounts-bookings-content.md §8 'Link booking', word for word. */
export const linkMessages = {
  notFound: 'No booking found with these details. Please check your information.',
  mismatch: 'The details provided do not match our records.',
  alreadyLinked: lookupMessages.alreadyLinked,
  other: 'Unable to link booking. Please try again.',
  connection: 'Connection error. Please check your internet and try again.',
  linked: lookupMessages.linked,
} as const;

/** §9: the modal closes 1.5 s after a successful link. */
export const LINK_CLOSE_MS = 1500;

/** 404 not found, 401/403 details do not match, 409 linked to another account, no answer connection. */
export const linkErrorMessage = (error: unknown): string =>
  messageForAnswer(error, {
    connection: linkMessages.connection,
    other: linkMessages.other,
    byStatus: {
      404: linkMessages.notFound,
      401: linkMessages.mismatch,
      403: linkMessages.mismatch,
      409: linkMessages.alreadyLinked,
    },
  });
