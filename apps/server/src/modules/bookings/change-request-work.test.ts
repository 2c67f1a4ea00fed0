import { changeRequestStatuses, changeUrgencies } from '@sunward/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { CHANGE_REQUEST_MOVES, isOpen, isOverdue, mayMove } from './change-request-work';

const HOUR = 3_600_000;
const sent = new Date('2026-11-25T09:00:00Z');
const at = (ms: number) => new Date(sent.getTime() + ms);

describe('the change-request moves', () => {
  // The whole table, so a change to what may follow what is a change to this test.
  const expected = {
    pending: ['in_progress', 'awaiting_customer', 'completed', 'declined'],
    in_progress: ['awaiting_customer', 'completed', 'declined'],
    awaiting_customer: ['in_progress', 'completed', 'declined'],
    completed: [],
    declined: [],
  };
  it.each(
    changeRequestStatuses.flatMap((from) => changeRequestStatuses.map((to) => [from, to] as const)),
  )('%s → %s', (from, to) => {
    expect(mayMove(from, to)).toBe((expected[from] as string[]).includes(to));
  });

  it('ends at completed and declined, and every status is in the table', () => {
    expect(Object.keys(CHANGE_REQUEST_MOVES).sort()).toEqual([...changeRequestStatuses].sort());
    expect(changeRequestStatuses.filter((s) => !isOpen(s))).toEqual(['completed', 'declined']);
  });
});

describe('an overdue change request', () => {
  const request = (overrides: Partial<Parameters<typeof isOverdue>[0]> = {}) => ({
    status: 'pending' as const,
    urgency: 'high' as const,
    createdAt: sent,
    replyCount: 0,
    ...overrides,
  });

  it.each([
    ['high', 4],
    ['medium', 24],
    ['low', 24],
  ] as const)('%s: not answered more than %i hours after it was sent', (urgency, hours) => {
    expect(isOverdue(request({ urgency }), at(hours * HOUR))).toBe(false);
    expect(isOverdue(request({ urgency }), at(hours * HOUR + 1))).toBe(true);
    expect(isOverdue(request({ urgency }), at(hours * HOUR - 1))).toBe(false);
  });

  it('covers every urgency', () => {
    for (const urgency of changeUrgencies) {
      expect(isOverdue(request({ urgency }), at(24 * HOUR + 1))).toBe(true);
    }
  });

  it('is answered by a reply, and never overdue once closed; waiting statuses still count', () => {
    const late = at(30 * HOUR);
    expect(isOverdue(request({ replyCount: 1 }), late)).toBe(false);
    expect(isOverdue(request({ status: 'completed' }), late)).toBe(false);
    expect(isOverdue(request({ status: 'declined' }), late)).toBe(false);
    expect(isOverdue(request({ status: 'in_progress' }), late)).toBe(true);
    expect(isOverdue(request({ status: 'awaiting_customer' }), late)).toBe(true);
  });
});
