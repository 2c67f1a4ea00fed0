import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('ScreenErrorBoundary', () => {
  it('shows the generic handler’s words and Try Again when a screen cannot render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('shows the screen when it renders', () => {
    render(
      <ScreenErrorBoundary>
        <p>The screen</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('The screen')).toBeVisible();
  });
});
