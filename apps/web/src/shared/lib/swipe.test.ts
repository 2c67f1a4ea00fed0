import { describe, expect, it } from 'vitest';
import {
  CLICK_TOLERANCE_PX,
  dragOffset,
  EDGE_DAMPING,
  stepIndex,
  SWIPE_THRESHOLD_PX,
  SWIPE_VELOCITY_PX_PER_MS,
  swipeResult,
} from './swipe';

describe('swipe constants (docs/spec/1-shell-search-package.md §9)', () => {
  it('match the spec', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(SWIPE_VELOCITY_PX_PER_MS).toBe(0.3);
    expect(CLICK_TOLERANCE_PX).toBe(5);
    expect(EDGE_DAMPING).toBe(0.3);
  });
});

describe('swipeResult (docs/spec/1-shell-search-package.md §4 card carousel)', () => {
  // 1000 ms makes every drag here slow (at most 0.06 px/ms), so only distance decides.
  const slow = 1000;

  it('treats a press that moves under 5 px as a click', () => {
    expect(swipeResult(0, 120)).toBe('click');
    expect(swipeResult(4.9, slow)).toBe('click');
    expect(swipeResult(-4, 1)).toBe('click');
    expect(swipeResult(4, 10, 3)).toBe('click');
  });

  it('is not a click from 5 px, horizontally or vertically', () => {
    expect(swipeResult(5, slow)).toBe(0);
    expect(swipeResult(-5, slow)).toBe(0);
    expect(swipeResult(0, slow, 5)).toBe(0);
    expect(swipeResult(2, 1, 40)).toBe(0);
  });

  it('changes the image only for a drag of more than 50 px', () => {
    expect(swipeResult(-50, slow)).toBe(0);
    expect(swipeResult(50, slow)).toBe(0);
    expect(swipeResult(-51, slow)).toBe(1);
    expect(swipeResult(51, slow)).toBe(-1);
  });

  it('changes the image for a flick faster than 0.3 px/ms, however short', () => {
    expect(swipeResult(-30, 100)).toBe(0); // exactly 0.3 px/ms
    expect(swipeResult(30, 100)).toBe(0);
    expect(swipeResult(-30, 99)).toBe(1); // 0.303 px/ms
    expect(swipeResult(30, 99)).toBe(-1);
    expect(swipeResult(-6, 10)).toBe(1);
    expect(swipeResult(-6, 0)).toBe(1);
  });
});

describe('dragOffset', () => {
  it('follows the pointer between the ends', () => {
    expect(dragOffset(-80, 0, 5)).toBe(-80);
    expect(dragOffset(80, 4, 5)).toBe(80);
    expect(dragOffset(40, 2, 5)).toBe(40);
    expect(dragOffset(-40, 2, 5)).toBe(-40);
  });

  it('damps to 30 % beyond the first or last image', () => {
    expect(dragOffset(100, 0, 5)).toBeCloseTo(30);
    expect(dragOffset(-100, 4, 5)).toBeCloseTo(-30);
    expect(dragOffset(50, 0, 1)).toBeCloseTo(15);
    expect(dragOffset(-50, 0, 1)).toBeCloseTo(-15);
  });
});

describe('stepIndex', () => {
  it('clamps drags at the ends and wraps the arrows', () => {
    expect(stepIndex(0, -1, 5, false)).toBe(0);
    expect(stepIndex(4, 1, 5, false)).toBe(4);
    expect(stepIndex(2, 1, 5, false)).toBe(3);
    expect(stepIndex(0, -1, 5, true)).toBe(4);
    expect(stepIndex(4, 1, 5, true)).toBe(0);
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });
});
