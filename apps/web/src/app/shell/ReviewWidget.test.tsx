import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../test/render';
import { ReviewWidget } from './ReviewWidget';

afterEach(() => vi.unstubAllGlobals());

describe('the footer’s reviews', () => {
  it('show our score and count from approved reviews, and the review site’s only when configured', async () => {
    stubApi(() =>
      jsonResponse(200, {
        verified: { score: 4.5, count: 1234, distribution: [] },
        reviewSite: {
          name: 'Trustpilot',
          url: 'https://uk.trustpilot.com/review/sunwardholidays.co.uk',
          score: 4.3,
          count: 812,
        },
      }),
    );
    renderAt('/', <ReviewWidget provider="none" />);
    const widget = screen.getByTestId('review-widget');
    expect(await screen.findByText('4.5 out of 5')).toBeVisible();
    expect(widget).toHaveTextContent('4.5 out of 5 from 1,234 verified reviews');
    expect(
      screen.getByRole('link', { name: /Rated 4\.3 out of 5 on Trustpilot \(812 reviews\)/ }),
    ).toHaveAttribute('href', 'https://uk.trustpilot.com/review/sunwardholidays.co.uk');
    expect(screen.getByRole('link', { name: 'Read our reviews' })).toHaveAttribute(
      'href',
      '/reviews',
    );
  });

  it('show no number at all while there are no approved reviews and no review site', async () => {
    const calls = stubApi(() => jsonResponse(200, { verified: null, reviewSite: null }));
    renderAt('/', <ReviewWidget provider="none" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const widget = screen.getByTestId('review-widget');
    expect(widget).not.toHaveTextContent(/\d/);
  });
});
