import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestimonials } from '../test-fixtures';
import { TestimonialsSlider } from './TestimonialsSlider';

const originalMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;

/** A screen this wide (px), optionally asking for reduced motion. */
function useScreen(width: number, reducedMotion = false) {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min
      ? width >= Number(min[1])
      : query.includes('prefers-reduced-motion') && reducedMotion;
    const list: Partial<MediaQueryList> = {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  };
}

/** The slides a person can see (the rest are inert and hidden). */
const visibleQuotes = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-roledescription') === 'slide')
    .filter((li) => li.getAttribute('aria-hidden') !== 'true')
    .map((li) => within(li).getByRole('blockquote').textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'matchMedia', originalMatchMedia);
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Testimonials slider (docs/spec/1-shell-search-package.md §2, §9)', () => {
  it.each([
    [375, 1],
    [640, 2],
    [1023, 2],
    [1024, 3],
  ])('at %i px shows %i slides', (width, perView) => {
    useScreen(width);
    render(<TestimonialsSlider testimonials={makeTestimonials(6)} />);
    expect(visibleQuotes()).toHaveLength(perView);
    // One dot per starting position.
    expect(
      within(screen.getByRole('list', { name: 'Choose testimonial' })).getAllByRole('button'),
    ).toHaveLength(6 - perView + 1);
  });

  it('advances every 5 seconds and wraps round to the first', () => {
    useScreen(1280);
    render(<TestimonialsSlider testimonials={makeTestimonials(4)} />);
    expect(visibleQuotes()).toEqual([
      '“Quote number 1.”',
      '“Quote number 2.”',
      '“Quote number 3.”',
    ]);
    advance(4999);
    expect(visibleQuotes()[0]).toBe('“Quote number 1.”');
    advance(1);
    expect(visibleQuotes()[0]).toBe('“Quote number 2.”');
    expect(screen.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    advance(5000);
    expect(visibleQuotes()[0]).toBe('“Quote number 1.”');
  });

  it('pauses while hovered or focused, and with the pause button', () => {
    useScreen(375);
    render(<TestimonialsSlider testimonials={makeTestimonials(4)} />);
    const slider = screen.getByRole('group', { name: 'Customer testimonials' });

    fireEvent.mouseEnter(slider);
    advance(15_000);
    expect(visibleQuotes()).toEqual(['“Quote number 1.”']);
    fireEvent.mouseLeave(slider);
    advance(5000);
    expect(visibleQuotes()).toEqual(['“Quote number 2.”']);

    const next = screen.getByRole('button', { name: 'Next testimonial' });
    act(() => next.focus());
    advance(15_000);
    expect(visibleQuotes()).toEqual(['“Quote number 2.”']);
    act(() => next.blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(15_000);
    expect(visibleQuotes()).toEqual(['“Quote number 2.”']);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(visibleQuotes()).toEqual(['“Quote number 3.”']);
  });

  it('does not autoplay when the user prefers reduced motion, until asked to', () => {
    useScreen(375, true);
    render(<TestimonialsSlider testimonials={makeTestimonials(3)} />);
    advance(15_000);
    expect(visibleQuotes()).toEqual(['“Quote number 1.”']);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('moves with previous, next and the dots', () => {
    useScreen(640);
    render(<TestimonialsSlider testimonials={makeTestimonials(4)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(visibleQuotes()).toEqual(['“Quote number 3.”', '“Quote number 4.”']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(visibleQuotes()).toEqual(['“Quote number 1.”', '“Quote number 2.”']);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2' }));
    expect(visibleQuotes()).toEqual(['“Quote number 2.”', '“Quote number 3.”']);
  });

  it('shows each testimonial’s rating, trip type and destination', () => {
    useScreen(375);
    render(<TestimonialsSlider testimonials={makeTestimonials(1)} />);
    const slide = screen.getByRole('figure');
    expect(slide).toHaveTextContent('5 out of 5');
    expect(slide).toHaveTextContent('Customer 1');
    expect(slide).toHaveTextContent('Leeds');
    expect(slide).toHaveTextContent('Trip type: Family holiday');
    expect(slide).toHaveTextContent('Destination: Majorca, Spain');
    // One testimonial: nothing to move.
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).not.toBeInTheDocument();
  });

  it('says when there are none', () => {
    render(<TestimonialsSlider testimonials={[]} />);
    expect(screen.getByText('No testimonials available at the moment.')).toBeInTheDocument();
  });
});
