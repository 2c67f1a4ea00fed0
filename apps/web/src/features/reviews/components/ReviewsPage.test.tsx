import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReview, summaryOf } from '../../../test/review-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import ReviewsPage from './ReviewsPage';

afterEach(() => vi.unstubAllGlobals());

describe('/reviews', () => {
  it('lists approved reviews a page at a time, each with its hotel, and keeps the page in the address', async () => {
    const calls = stubApi((path) => {
      const url = new URL(`http://x${path}`);
      const page = Number(url.searchParams.get('page'));
      return jsonResponse(200, {
        summary: summaryOf([20, 5, 0, 0, 0]),
        reviews: Array.from({ length: page === 3 ? 1 : 12 }, (_, i) =>
          makeReview((page - 1) * 12 + i + 1),
        ),
        total: 25,
        page,
        pageSize: 12,
      });
    });
    const { router } = renderAt('/reviews', <ReviewsPage />);
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByText(/Hotel Sol, Majorca/)).toHaveLength(12);
    expect(screen.getByText(/25 reviews, most recent first\. Page 1 of 3\./)).toBeVisible();
    expect(screen.getByText('4.8')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/Page 2 of 3\./)).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.path).toBe('/reviews?page=2&pageSize=12');
  });

  it('keeps a rating chosen just before the next page, before the page has shown the rating', async () => {
    stubApi((path) => {
      const page = Number(new URL(`http://x${path}`).searchParams.get('page'));
      return jsonResponse(200, {
        summary: summaryOf([20, 5, 0, 0, 0]),
        reviews: Array.from({ length: 12 }, (_, i) => makeReview((page - 1) * 12 + i + 1)),
        total: 25,
        page,
        pageSize: 12,
      });
    });
    const { router } = renderAt('/reviews', <ReviewsPage />);
    await screen.findByRole('list', { name: 'Customer reviews' });
    const five = screen.getByRole('button', { name: /^5 stars/ });
    const next = screen.getByRole('button', { name: 'Next page' });
    // The router shows a new address in a transition: both clicks come before it renders.
    act(() => {
      five.click();
      next.click();
    });
    expect(router.state.location.search).toBe('?rating=5&page=2');
  });

  it('says none have been published while there are none, with no score', async () => {
    stubApi(() =>
      jsonResponse(200, { summary: null, reviews: [], total: 0, page: 1, pageSize: 12 }),
    );
    const { container } = renderAt('/reviews', <ReviewsPage />);
    expect(await screen.findByText('No reviews have been published yet.')).toBeVisible();
    expect(container).not.toHaveTextContent(/out of 5/);
  });
});
