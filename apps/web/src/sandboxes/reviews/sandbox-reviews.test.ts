import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReviewWidget } from '../../shared/integrations/reviews/review-widget';
import { createSandboxReviews } from './sandbox-reviews';

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox review widget', () => {
  it('the sandbox widget script is ready after its load time', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    startReviewWidget(createSandboxReviews(300), { onReady, onGiveUp: vi.fn() });
    vi.advanceTimersByTime(499);
    expect(onReady).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReady).toHaveBeenCalledOnce();
  });
});
