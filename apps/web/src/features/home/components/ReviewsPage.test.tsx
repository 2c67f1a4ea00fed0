import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { makeHomeContent, makeTestimonials } from '../test-fixtures';
import ReviewsPage from './ReviewsPage';

afterEach(() => vi.unstubAllGlobals());

describe('Reviews page (/reviews)', () => {
  it('lists every testimonial with its rating, trip type and destination', async () => {
    const testimonials = makeTestimonials(7).map((t, i) => ({
      ...t,
      tripType: `Trip ${i + 1}`,
      destination: `Place ${i + 1}`,
    }));
    stubApi((path) =>
      path === '/config/home'
        ? jsonResponse(200, { homePageData: makeHomeContent({ testimonials }) })
        : jsonResponse(404, null),
    );
    renderAt('/reviews', <ReviewsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'What our customers say' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    await within(list).findByText('Place 7');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    items.forEach((item, i) => {
      expect(item).toHaveTextContent(`Quote number ${i + 1}.`);
      expect(item).toHaveTextContent(`${testimonials[i].rating} out of 5`);
      expect(item).toHaveTextContent(`Trip ${i + 1}`);
      expect(item).toHaveTextContent(`Place ${i + 1}`);
    });
  });
});
