import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReviewWidget, type ReviewsProvider } from './review-widget';

afterEach(() => {
  vi.useRealTimers();
});

function providerReadyAfter(checks: number | null): ReviewsProvider & { checks: number } {
  const p = {
    checks: 0,
    load: vi.fn(),
    isReady: () => {
      p.checks += 1;
      return checks !== null && p.checks > checks;
    },
  };
  return p;
}

describe('review widget start-up', () => {
  it('is ready at once when the script already loaded', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    const p = providerReadyAfter(0);
    startReviewWidget(p, { onReady, onGiveUp: vi.fn() });
    expect(p.load).toHaveBeenCalledOnce();
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('looks again every 500 ms and shows the widget when it becomes ready', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    const p = providerReadyAfter(3);
    startReviewWidget(p, { onReady, onGiveUp: vi.fn() });
    vi.advanceTimersByTime(1499);
    expect(onReady).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReady).toHaveBeenCalledOnce();
    expect(p.checks).toBe(4);
  });

  it('gives up after 10 retries (5 s)', () => {
    vi.useFakeTimers();
    const onGiveUp = vi.fn();
    const p = providerReadyAfter(null);
    startReviewWidget(p, { onReady: vi.fn(), onGiveUp });
    vi.advanceTimersByTime(4999);
    expect(onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onGiveUp).toHaveBeenCalledOnce();
    expect(p.checks).toBe(11);
    vi.advanceTimersByTime(10_000);
    expect(p.checks).toBe(11);
  });

  it('stops looking when the footer goes away', () => {
    vi.useFakeTimers();
    const p = providerReadyAfter(null);
    const stop = startReviewWidget(p, { onReady: vi.fn(), onGiveUp: vi.fn() });
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(p.checks).toBe(3);
  });
});
