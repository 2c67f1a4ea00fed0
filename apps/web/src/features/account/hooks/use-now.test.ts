// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('reads the (fake) clock and ticks every interval', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-06-01T09:00:00Z'));
    const { result } = renderHook(() => useNow(1000));
    expect(result.current).toBe(Date.parse('2027-06-01T09:00:00Z'));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(Date.parse('2027-06-01T09:00:03Z'));
  });
});
