import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../test/deal-fixtures';
import { renderAt } from '../../../test/render';
import { DealCard } from './DealCard';

describe('DealCard deposit claim', () => {
  it("says 'Deposits from £49pp' only when one of the deal's departures takes a deposit", () => {
    const { unmount } = renderAt('/deals', <DealCard deal={makeDeal()} />);
    expect(screen.getByText('Deposits from £49pp')).toBeInTheDocument();
    unmount();
    renderAt('/deals', <DealCard deal={makeDeal({ depositAvailable: false })} />);
    expect(screen.queryByText('Deposits from £49pp')).toBeNull();
    expect(
      screen.getByText('Pay in full: departure is too soon for a deposit.'),
    ).toBeInTheDocument();
  });
});
