import { describe, expect, it } from 'vitest';
import { integrations } from './integrations';

describe('the app’s third-party adapters', () => {
  it('loads the sandbox chosen by the site configuration, and none when it names none', async () => {
    expect(await integrations.loadChat('none')).toBeNull();
    expect(await integrations.loadReviews('none')).toBeNull();
    expect(typeof (await integrations.loadChat('sandbox'))?.connect).toBe('function');
    const reviews = await integrations.loadReviews('sandbox');
    expect(reviews?.isReady()).toBe(false);
  });
});
