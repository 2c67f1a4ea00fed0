import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, jsonResponse } from '../../../../test/render';
import { partySummary } from '../HolidayDetails';
import { CheckoutSummary } from './CheckoutSummary';
import { committedView } from './test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CheckoutSummary', () => {
  it('words the party with singulars and infants', () => {
    expect(partySummary({ adults: 1, children: 0, infants: 1, child_ages: [], rooms: 1 })).toBe(
      '1 adult, 1 infant · 1 room',
    );
    expect(partySummary({ adults: 4, children: 2, infants: 0, child_ages: [5, 9], rooms: 2 })).toBe(
      '4 adults, 2 children · 2 rooms',
    );
  });

  it('folds its details away on phones behind a toggle, keeping the total in view', async () => {
    stubApi(() => jsonResponse(404, null));
    const user = userEvent.setup();
    renderAt('/book/passengers', <CheckoutSummary view={committedView()} />);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('checkout-summary-details')).toHaveClass('hidden', 'lg:block');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£1,650.00');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(document.getElementById('checkout-summary-details')).toHaveClass('block');
    expect(document.getElementById('checkout-summary-details')).not.toHaveClass('hidden');
  });
});
