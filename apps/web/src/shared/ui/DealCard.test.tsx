import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../test/deal-fixtures';
import { renderAt } from '../../test/render';
import { DealCard } from './DealCard';

describe('DealCard deposit claim', () => {
  it("says 'Deposits from £49pp' only when one of the deal's departures takes a deposit", () => {
    const { unmount } = renderAt('/deals', <DealCard deal={makeDeal()} variant="full" />);
    expect(screen.getByText('Deposits from £49pp')).toBeInTheDocument();
    unmount();
    renderAt('/deals', <DealCard deal={makeDeal({ depositAvailable: false })} variant="full" />);
    expect(screen.queryByText('Deposits from £49pp')).toBeNull();
    expect(
      screen.getByText('Pay in full: departure is too soon for a deposit.'),
    ).toBeInTheDocument();
  });

  it('compact: the title opens the deal, priced per person, the claim only where a deposit is taken', () => {
    const deal = makeDeal({ priceFrom: 400_000, adults: 2, children: 2, discount: 25 });
    const { unmount } = renderAt('/', <DealCard deal={deal} variant="compact" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: deal.title })).toHaveAttribute(
      'href',
      `/deals/${deal.slug}`,
    );
    expect(card).toHaveTextContent('From £1,000 pp');
    expect(card).toHaveTextContent('25% off');
    expect(card).toHaveTextContent('Deposits from £49pp');
    unmount();
    renderAt('/', <DealCard deal={makeDeal({ depositAvailable: false })} variant="compact" />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Deposits from');
    expect(screen.queryByText('Pay in full: departure is too soon for a deposit.')).toBeNull();
  });

  it('states the saving against the standard price for the same stay, rounded down; none without one', () => {
    const deal = makeDeal({ priceFrom: 250_000, standardPriceFrom: 312_599, savingFrom: 62_599 });
    const { unmount } = renderAt('/deals', <DealCard deal={deal} variant="full" />);
    // £625.99 of £3,125.99 is 20.03 %: both rounded down.
    expect(
      screen.getByText('Save £625 (20%) on our standard price for these dates'),
    ).toBeInTheDocument();
    unmount();
    renderAt(
      '/deals',
      <DealCard deal={makeDeal({ savingFrom: 0, discount: 0 })} variant="compact" />,
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('Save £');
  });
});
