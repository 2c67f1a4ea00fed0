import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../shared/lib/api-client';
import { ContentLoadError, homeContentFailure } from './ContentLoadError';

describe('home content failure message', () => {
  it('no answer: the network message', () => {
    expect(homeContentFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it("the server's own message, or the general one when it gave none", () => {
    expect(homeContentFailure(new ApiError(503, 'DOWN', 'Down for upkeep.', undefined, true))).toBe(
      'Down for upkeep.',
    );
    expect(homeContentFailure(new ApiError(500, undefined, 'HTTP 500', undefined, false))).toBe(
      'Failed to load page content. Please try again later.',
    );
  });

  it('otherwise the alert says the content could not be loaded, with Try Again', () => {
    render(<ContentLoadError error={new Error('odd')} retrying={false} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to load page content. Please refresh the page or try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
