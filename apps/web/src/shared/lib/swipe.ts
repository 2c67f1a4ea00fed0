/**
 * The card carousel's drag and swipe rules (docs/spec/1-shell-search-package.md §4 'Card carousel', §9 'Swipe'). Pure
 * functions so the thresholds are tested without a browser.
 */

/** A drag longer than this (px) changes the image. */
export const SWIPE_THRESHOLD_PX = 50;
/** A flick faster than this (px per ms) changes the image, however short. */
export const SWIPE_VELOCITY_PX_PER_MS = 0.3;
/** A press that moves less than this (px) is a click, not a drag. */
export const CLICK_TOLERANCE_PX = 5;
/** Dragging past the first or last image moves the track only this fraction of the pointer. */
export const EDGE_DAMPING = 0.3;

/** -1 shows the previous image, 1 the next, 0 snaps back, 'click' opens the image. */
export type SwipeResult = -1 | 0 | 1 | 'click';

/**
 * How far the track follows a horizontal drag of `dx` px (positive = pointer moved right) while
 * showing image `index` of `count`: one-to-one, except damped to 30 % when pulling past the ends.
 */
export function dragOffset(dx: number, index: number, count: number): number {
  const pastStart = dx > 0 && index <= 0;
  const pastEnd = dx < 0 && index >= count - 1;
  return pastStart || pastEnd ? dx * EDGE_DAMPING : dx;
}

/**
 * What a finished drag does: moved `dx` px horizontally (and `dy` vertically) in `ms` ms.
 * Dragging left (negative dx) shows the next image; dragging right the previous one.
 */
export function swipeResult(dx: number, ms: number, dy = 0): SwipeResult {
  const distance = Math.abs(dx);
  if (Math.max(distance, Math.abs(dy)) < CLICK_TOLERANCE_PX) return 'click';
  if (distance < CLICK_TOLERANCE_PX) return 0;
  const velocity = ms > 0 ? distance / ms : Number.POSITIVE_INFINITY;
  if (distance > SWIPE_THRESHOLD_PX || velocity > SWIPE_VELOCITY_PX_PER_MS) return dx < 0 ? 1 : -1;
  return 0;
}

/** The image a step lands on: clamped for drags (no wrap), wrapping round for the arrows. */
export function stepIndex(index: number, step: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = index + step;
  if (wrap) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}
