import type { ReviewState } from '@sunward/contracts/reviews';
import type { StaffReview, StaffReviewQueue } from '@sunward/contracts/staff-reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agent, renderDesk, unprocessable } from '../../test/render';

const supervisor = { ...agent, role: 'supervisor' } as const;

const waiting: StaffReview = {
  id: 'd0000000-0000-4000-8000-000000000001',
  state: 'pending',
  version: 1,
  rating: 2,
  title: 'Call me on 07700 900123',
  text: 'Noisy room. Write to jo.bloggs@example.co.uk.',
  personalData: [
    { kind: 'phone', field: 'title', match: '07700 900123' },
    { kind: 'email', field: 'text', match: 'jo.bloggs@example.co.uk' },
  ],
  reviewer: 'Jo B.',
  bookingReference: 'KT482915',
  hotel: { id: 101, name: 'Hotel Sol' },
  travelled: '2026-07',
  rejectionReason: null,
  createdAt: '2026-08-01T09:00:00.000Z',
  updatedAt: '2026-08-01T09:00:00.000Z',
  moderatedAt: null,
  moderatedBy: null,
};
const lovely: StaffReview = {
  ...waiting,
  id: 'd0000000-0000-4000-8000-000000000002',
  rating: 5,
  title: 'Lovely',
  text: 'Kind staff.',
  personalData: [],
  reviewer: 'Amelia H.',
  bookingReference: 'SW123456',
  createdAt: '2026-08-02T09:00:00.000Z',
  updatedAt: '2026-08-02T09:00:00.000Z',
};

function queueOf(state: ReviewState, reviews: StaffReview[], all: StaffReview[]): StaffReviewQueue {
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const r of all) counts[r.state] += 1;
  return { state, reviews, total: reviews.length, page: 1, pageSize: 20, counts };
}

describe('review moderation', () => {
  it('shows waiting reviews oldest first with the personal data marked; publishes one and refuses one with a reason', async () => {
    let reviews = [waiting, lovely];
    const { fetch } = renderDesk('/reviews', (method, url, body) => {
      if (url.pathname === '/api/staff/me') return { body: { staff: agent } };
      if (url.pathname === '/api/staff/reviews') {
        const state = (url.searchParams.get('state') ?? 'pending') as ReviewState;
        return {
          body: queueOf(
            state,
            reviews.filter((r) => r.state === state),
            reviews,
          ),
        };
      }
      const [, , , , id, action] = url.pathname.split('/');
      const review = reviews.find((r) => r.id === id);
      if (method === 'POST' && review && action === 'approve') {
        const done = { ...review, state: 'approved' as const, moderatedBy: agent.fullName };
        reviews = reviews.map((r) => (r.id === id ? done : r));
        return { body: done };
      }
      if (method === 'POST' && review && action === 'reject') {
        const { reason } = body as { reason: string };
        if (reason.trim() === '') {
          return unprocessable(
            'reason',
            'Please give the reason it is not published: the customer is shown it.',
          );
        }
        const done = { ...review, state: 'rejected' as const, rejectionReason: reason };
        reviews = reviews.map((r) => (r.id === id ? done : r));
        return { body: done };
      }
      return undefined;
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: '2 reviews waiting, oldest first' }),
    ).toBeVisible();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('2 stars: Hotel Sol');
    expect(within(first).getByText('Personal data found: check before publishing')).toBeVisible();
    expect(within(first).getByText('Phone number in the title:', { exact: false })).toBeVisible();
    const marks = first.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual([
      '07700 900123',
      'jo.bloggs@example.co.uk',
    ]);
    expect(within(first).getByRole('link', { name: 'KT482915' })).toHaveAttribute(
      'href',
      '/bookings/KT482915',
    );
    expect(within(second).queryByText(/Personal data found/)).toBeNull();

    await user.click(
      within(second).getByRole('button', { name: 'Publish: Hotel Sol by Amelia H.' }),
    );
    expect(await screen.findByText('Published: Amelia H.’s review of Hotel Sol.')).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: '1 review waiting, oldest first' }),
    ).toBeVisible();
    const approveCall = fetch.mock.calls.find(([u]) => u.endsWith('/approve'));
    expect(JSON.parse(approveCall?.[1]?.body as string)).toEqual({ version: 1 });

    const left = screen.getByRole('article');
    await user.click(
      within(left).getByRole('button', { name: 'Do not publish: Hotel Sol by Jo B.' }),
    );
    await user.click(within(left).getByRole('button', { name: 'Do not publish' }));
    expect(
      await within(left).findByText(
        'Please give the reason it is not published: the customer is shown it.',
      ),
    ).toBeVisible();
    await user.type(
      within(left).getByLabelText('Why it is not published'),
      'It gives a phone number and an e-mail address.',
    );
    await user.click(within(left).getByRole('button', { name: 'Do not publish' }));
    expect(await screen.findByText('Not published: Jo B.’s review of Hotel Sol.')).toBeVisible();
    expect(await screen.findByText('No review is waiting.')).toBeVisible();
  });

  it('lets an agent decide on waiting reviews only; a supervisor may take down a published one', async () => {
    const published: StaffReview = {
      ...lovely,
      state: 'approved',
      moderatedAt: '2026-08-03T09:00:00.000Z',
      moderatedBy: 'Priya Shah',
    };
    for (const [who, canTakeDown] of [
      [agent, false],
      [supervisor, true],
    ] as const) {
      const { router } = renderDesk('/reviews?state=approved', (_method, url) => {
        if (url.pathname === '/api/staff/me') return { body: { staff: who } };
        if (url.pathname === '/api/staff/reviews') {
          return { body: queueOf('approved', [published], [published]) };
        }
        return undefined;
      });
      const item = await screen.findByRole('article');
      expect(item).toHaveTextContent('Published by Priya Shah');
      expect(within(item).queryByRole('button', { name: /^Take down/ }) !== null).toBe(canTakeDown);
      expect(within(item).queryByRole('button', { name: /^Publish/ })).toBeNull();
      expect(screen.getByLabelText('Show')).toHaveValue('approved');
      expect(router.state.location.search).toBe('?state=approved');
      expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/reviews');
      document.body.innerHTML = '';
    }
  });
});
