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
    // The toggle names what it folds: the holiday's details, not the total.
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent('2 adults');
    expect(details).not.toContainElement(screen.getByTestId('checkout-total'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£1,650.00');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Hide details' })).toBe(toggle);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says ATOL protected for a package, and never for a hotel-only stay', async () => {
    stubApi(() => jsonResponse(404, null));
    const { unmount } = renderAt('/book/passengers', <CheckoutSummary view={committedView()} />);
    expect(await screen.findByText(/^ATOL protected \(/)).toBeInTheDocument();
    unmount();
    renderAt(
      '/book/passengers',
      <CheckoutSummary view={committedView({ type: 'hotelonly', flight: null })} />,
    );
    expect(
      screen.getByText('Not ATOL protected (no flight); your money is held in a trust account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^ATOL protected/)).toBeNull();
  });
});
