import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkoutViewFixture } from '../../test-fixtures';
import { TransfersSection } from './TransfersSection';

const transfers = [...checkoutViewFixture().options.transfers].reverse();

function Harness({ initial = 'none' }: { initial?: string }) {
  const [selected, setSelected] = useState(initial);
  return <TransfersSection transfers={transfers} selectedId={selected} onSelect={setSelected} />;
}

const radioNames = () =>
  screen
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.querySelector('span span')?.textContent);

describe('TransfersSection (docs/spec/2-checkout-payment.md §5)', () => {
  it('lists the 3 cheapest first, then all with Show all options', async () => {
    render(<Harness />);
    expect(radioNames()).toEqual(['No Transfer', 'Shuttle Bus', 'Private Transfer']);
    const toggle = screen.getByRole('button', { name: 'Show all options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(radioNames()).toEqual([
      'No Transfer',
      'Shuttle Bus',
      'Private Transfer',
      'Minivan',
      'VIP Car',
    ]);
    expect(screen.getByRole('button', { name: 'Show fewer options' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer options' }));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('has No Transfer chosen by default, and one option at a time', async () => {
    render(<Harness />);
    expect(screen.getByRole('radio', { name: /^No Transfer/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Shuttle Bus/ }));
    expect(screen.getByRole('radio', { name: /^Shuttle Bus/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^No Transfer/ })).not.toBeChecked();
  });

  it('shows price, route time and distance', () => {
    render(<Harness />);
    const shuttle = screen.getByRole('radio', { name: /^Shuttle Bus/ });
    expect(shuttle).toHaveAccessibleName(/About 55 min · 58\.4 km/);
    expect(shuttle).toHaveAccessibleName(/£36\.00/);
  });

  it('keeps a chosen option beyond the first 3 in view', () => {
    render(<Harness initial="vip" />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /^VIP Car/ })).toBeChecked();
  });

  it('has no toggle for 3 options or fewer', () => {
    render(
      <TransfersSection
        transfers={transfers.slice(2)}
        selectedId="none"
        onSelect={() => undefined}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show all options' })).not.toBeInTheDocument();
  });
});
