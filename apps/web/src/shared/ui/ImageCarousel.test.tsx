import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageCarousel } from './ImageCarousel';

const images = ['/a-1.svg', '/a-2.svg', '/a-3.svg', '/a-4.svg'];
const current = (name = 'Villa Sol') =>
  screen.getByRole('img', { name: new RegExp(`^${name}, photo \\d of \\d$`) });

function renderCarousel(onOpen = vi.fn(), hotelId = 1, list = images) {
  const view = render(
    <ImageCarousel hotelId={hotelId} hotelName="Villa Sol" images={list} onOpen={onOpen} />,
  );
  const rerender = (id: number, name = 'Villa Sol') =>
    view.rerender(<ImageCarousel hotelId={id} hotelName={name} images={list} onOpen={onOpen} />);
  return { ...view, onOpen, rerender };
}

/** A pointer drag on the photo strip from x=200 to x=200+dx lasting `ms` (clock mocked). */
function drag(dx: number, ms: number, dy = 0) {
  const strip = current().closest('[class*="cursor-grab"]');
  if (!strip) throw new Error('no photo strip');
  const now = vi.spyOn(performance, 'now');
  const base = { pointerId: 7, isPrimary: true, pointerType: 'mouse', button: 0 };
  now.mockReturnValue(1000);
  fireEvent.pointerDown(strip, { ...base, clientX: 200, clientY: 100 });
  fireEvent.pointerMove(strip, { ...base, clientX: 200 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerMove(strip, { ...base, clientX: 200 + dx, clientY: 100 + dy });
  const track = strip.firstElementChild as HTMLElement;
  const during = track.style.transform;
  now.mockReturnValue(1000 + ms);
  fireEvent.pointerUp(strip, { ...base, clientX: 200 + dx, clientY: 100 + dy });
  now.mockRestore();
  return { during };
}

afterEach(() => vi.restoreAllMocks());

describe('ImageCarousel (docs/spec/1-shell-search-package.md §2, §4)', () => {
  it('labels each photo with the hotel name and position, lazy loaded', () => {
    renderCarousel();
    const img = current();
    expect(img).toHaveAccessibleName('Villa Sol, photo 1 of 4');
    expect(img).toHaveAttribute('src', '/a-1.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('group', { name: 'Photos of Villa Sol' })).toBeInTheDocument();
  });

  it('moves with the arrows, wrapping round at the ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toHaveAccessibleName('Villa Sol, photo 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(current()).toHaveAccessibleName('Villa Sol, photo 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toHaveAccessibleName('Villa Sol, photo 1 of 4');
  });

  it('is keyboard usable: Tab to the arrows and press Enter', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.tab(); // photo count button
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(current()).toHaveAccessibleName('Villa Sol, photo 3 of 4');
  });

  it('has a dot per photo, the current one marked with aria-current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const dots = screen.getAllByRole('button', { name: /^Show photo \d of 4$/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
    expect(current()).toHaveAccessibleName('Villa Sol, photo 3 of 4');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show photo 1 of 4' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('goes back to the first photo when the hotel changes, and not otherwise', async () => {
    const user = userEvent.setup();
    const { rerender } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
    rerender(1, 'Villa Sol');
    expect(current()).toHaveAccessibleName('Villa Sol, photo 3 of 4');
    rerender(2, 'Casa Mar');
    expect(current('Casa Mar')).toHaveAccessibleName('Casa Mar, photo 1 of 4');
  });

  it('opens the photo on a click (movement under 5 px) at the current index', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(onOpen).not.toHaveBeenCalled();
    drag(4, 300);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(1);
    await user.click(current());
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens from the photo-count button too (keyboard path to the lightbox)', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'View all 4 photos' }));
    expect(onOpen).toHaveBeenCalledWith(0);
  });

  it('swipes to the next photo after a drag of more than 50 px, not at 50 px', () => {
    const { onOpen } = renderCarousel();
    drag(-50, 1000);
    expect(current()).toHaveAccessibleName('Villa Sol, photo 1 of 4');
    drag(-51, 1000);
    expect(current()).toHaveAccessibleName('Villa Sol, photo 2 of 4');
    drag(60, 1000);
    expect(current()).toHaveAccessibleName('Villa Sol, photo 1 of 4');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('swipes on a fast flick (over 0.3 px/ms) even when short', () => {
    renderCarousel();
    drag(-20, 100); // 0.2 px/ms
    expect(current()).toHaveAccessibleName('Villa Sol, photo 1 of 4');
    drag(-20, 50); // 0.4 px/ms
    expect(current()).toHaveAccessibleName('Villa Sol, photo 2 of 4');
  });

  it('damps a drag past the first photo to 30 % and stays on it', () => {
    renderCarousel();
    const { during } = drag(100, 1000);
    expect(during).toBe('translateX(calc(0% + 30px))');
    expect(current()).toHaveAccessibleName('Villa Sol, photo 1 of 4');
    const inside = drag(-40, 1000);
    expect(inside.during).toBe('translateX(calc(0% + -40px))');
  });

  it('does not open the photo after a vertical drag', () => {
    const { onOpen } = renderCarousel();
    drag(2, 500, 40);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows a placeholder and no controls without photos, and no arrows for one photo', () => {
    const { unmount } = renderCarousel(vi.fn(), 1, []);
    expect(screen.getByText('No photos available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderCarousel(vi.fn(), 1, ['/only.svg']);
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show photo/ })).not.toBeInTheDocument();
  });
});
