import type { BookingReview, OwnReview } from '@sunward/contracts/reviews';
import { reviewMessages } from '@sunward/contracts/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { HolidayReview, REVIEW_THANKS } from './HolidayReview';

afterEach(() => vi.unstubAllGlobals());

const REFERENCE = 'SW100002';

const own = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: '6b0f4c1e-8d4a-4a57-9d2e-6f1c2b3a4d5e',
  rating: 4,
  title: 'A lovely week',
  text: 'Kind staff and a quiet pool.',
  state: 'pending',
  rejectionReason: null,
  createdAt: '2027-06-09T09:00:00.000Z',
  updatedAt: '2027-06-09T09:00:00.000Z',
  editableUntil: '2027-06-16T09:00:00.000Z',
  editable: true,
  ...overrides,
});

const form = (review: OwnReview | null, canReview = review === null): BookingReview => ({
  reference: REFERENCE,
  hotelName: 'Hotel Sol',
  checkOut: '2027-06-08',
  canReview,
  reason: null,
  review,
});

/** The server: the booking's review as `state` holds it; a POST or PATCH stores what was sent. */
function serve(initial: BookingReview, answerSave?: (body: unknown) => Response) {
  let state = initial;
  return stubApi((path, init) => {
    if (path !== `/bookings/${REFERENCE}/review`) return jsonResponse(404, null);
    if (init.method === 'POST' || init.method === 'PATCH') {
      const body = JSON.parse(init.body as string) as Pick<OwnReview, 'rating' | 'title' | 'text'>;
      const answer = answerSave?.(body);
      if (answer) return answer;
      const saved = own({ ...body, state: 'pending' });
      state = { ...state, canReview: false, review: saved };
      return jsonResponse(init.method === 'POST' ? 201 : 200, saved);
    }
    return jsonResponse(200, state);
  });
}

const show = () =>
  renderAt('/account', <HolidayReview reference={REFERENCE} hotelName="Hotel Sol" />);

describe('the recent holiday’s review', () => {
  it('opens the form from the stars, chosen with the keyboard, and sends stars, title and text', async () => {
    const calls = serve(form(null));
    show();
    const rate = await screen.findByRole('group', { name: 'Rate your holiday' });
    // Stars are a radio group: nothing else is asked until one is chosen.
    expect(screen.queryByLabelText(/Your review/)).toBeNull();
    const u = userEvent.setup();
    await u.tab();
    expect(within(rate).getByRole('radio', { name: '1 star' })).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(rate).getByRole('radio', { name: '4 stars' })).toBeChecked();
    // Choosing stars sends nothing.
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    await u.type(screen.getByLabelText(/^Title/), 'A lovely week');
    const text = screen.getByLabelText(/Your review/);
    await u.type(text, 'Kind staff.');
    expect(text).toHaveAccessibleDescription('11 of 2,000 characters');
    await u.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(REVIEW_THANKS)).toBeVisible();
    expect(calls.find((c) => c.init.method === 'POST')?.body).toEqual({
      rating: 4,
      title: 'A lovely week',
      text: 'Kind staff.',
    });
    expect(await screen.findByText('Awaiting moderation')).toBeVisible();
  });

  it('counts characters as a person does and refuses more than 2,000 before sending', async () => {
    const calls = serve(form(null));
    show();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: '5 stars' }));
    const text = screen.getByLabelText(/Your review/);
    await u.click(text);
    await u.paste('😀'.repeat(2001));
    expect(text).toHaveAccessibleDescription('2,001 of 2,000 characters: too long');
    await u.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(reviewMessages.textTooLong)).toBeVisible();
    expect(text).toHaveFocus();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('asks for stars before anything is sent, and shows the server’s refusal', async () => {
    serve(form(null), () =>
      jsonResponse(409, { error: { code: 'CONFLICT', message: reviewMessages.alreadyReviewed } }),
    );
    show();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: '2 stars' }));
    await u.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reviewMessages.alreadyReviewed);
  });

  it('shows a published review and lets it be changed within 7 days', async () => {
    const calls = serve(form(own({ state: 'approved' })));
    show();
    expect(await screen.findByText('Published')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your rating: 4 out of 5 stars' })).toBeVisible();
    expect(screen.getByText(/You can change it until 16 June 2027/)).toBeVisible();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit review' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveValue('A lovely week');
    await u.clear(title);
    await u.type(title, 'Even better');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(REVIEW_THANKS)).toBeVisible();
    expect(calls.find((c) => c.init.method === 'PATCH')?.body).toEqual({
      rating: 4,
      title: 'Even better',
      text: 'Kind staff and a quiet pool.',
    });
  });

  it('says why a review was not published, and that it can no longer be changed after 7 days', async () => {
    serve(
      form(
        own({
          state: 'rejected',
          rejectionReason: 'It gives a phone number: please leave it out.',
          editable: false,
        }),
      ),
    );
    show();
    expect(await screen.findByText('Not published')).toBeVisible();
    expect(screen.getByText('Reason: It gives a phone number: please leave it out.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit review' })).toBeNull();
    expect(
      screen.getByText('Reviews can be changed for 7 days after they are written.'),
    ).toBeVisible();
  });

  it('says why the holiday cannot be reviewed yet', async () => {
    serve({ ...form(null, false), reason: reviewMessages.notYetBack });
    show();
    expect(await screen.findByText(reviewMessages.notYetBack)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Rate your holiday' })).toBeNull();
  });
});
