import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReview, summaryOf } from '../../../test/review-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { HotelReviews, HotelScoreLink } from './HotelReviews';

afterEach(() => vi.unstubAllGlobals());

const summary = summaryOf([4, 2, 0, 0, 1]);

/** The hotel's reviews: 7 in all, 4 of 5 stars; a page of 5 at a time. */
function serveReviews() {
  return stubApi((path) => {
    const url = new URL(`http://x${path}`);
    if (url.pathname !== '/hotels/101/reviews') return jsonResponse(404, null);
    const page = Number(url.searchParams.get('page'));
    const rating = url.searchParams.get('rating');
    const all = Array.from({ length: rating === '5' ? 4 : 7 }, (_, i) =>
      makeReview(i + 1, rating === '5' ? { rating: 5 } : {}),
    );
    const size = Number(url.searchParams.get('pageSize'));
    return jsonResponse(200, {
      hotelId: 101,
      summary,
      reviews: all.slice((page - 1) * size, page * size),
      total: all.length,
      page,
      pageSize: size,
    });
  });
}

describe('the package page’s verified reviews', () => {
  it('shows the score and count, the most recent reviews with their label, and more on request', async () => {
    serveReviews();
    renderAt(
      '/package',
      <>
        <HotelScoreLink hotelId={101} />
        <HotelReviews hotelId={101} hotelName="Hotel Sol" />
      </>,
    );
    const score = await screen.findByRole('link', {
      name: 'Rated 4.1 out of 5 from 7 verified reviews',
    });
    expect(score).toHaveAttribute('href', '#hotel-reviews');
    const list = await screen.findByRole('list', { name: 'Reviews of Hotel Sol' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByText('Verified traveller, travelled July 2026')).toHaveLength(5);
    expect(screen.getByText('7 reviews, most recent first')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await within(list).findByText('Review 7')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('filters by rating with toggle buttons that say how many each has', async () => {
    const calls = serveReviews();
    renderAt('/package', <HotelReviews hotelId={101} hotelName="Hotel Sol" />);
    const filters = await screen.findByRole('group', {
      name: 'Filter reviews of Hotel Sol by rating',
    });
    const five = within(filters).getByRole('button', { name: /^5 stars\s*4\s*reviews$/ });
    expect(within(filters).getByRole('button', { name: /^All/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(five);
    expect(five).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('4 reviews of 5 stars, most recent first')).toBeVisible();
    expect(calls.some((c) => c.path.includes('rating=5'))).toBe(true);
  });

  it('says there are none yet, with no score, while the hotel has no approved review', async () => {
    stubApi(() =>
      jsonResponse(200, {
        hotelId: 101,
        summary: null,
        reviews: [],
        total: 0,
        page: 1,
        pageSize: 5,
      }),
    );
    const { container } = renderAt(
      '/package',
      <>
        <HotelScoreLink hotelId={101} />
        <HotelReviews hotelId={101} hotelName="Hotel Sol" />
      </>,
    );
    expect(await screen.findByText(/No reviews of Hotel Sol yet/)).toBeVisible();
    expect(container).not.toHaveTextContent(/out of 5/);
  });
});
