import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkoutViewFixture } from '../../test-fixtures';
import { FlightExtrasSection } from './FlightExtrasSection';
import { HoldLuggageSection } from './HoldLuggageSection';

const { options } = checkoutViewFixture();

function Bags() {
  const [q, setQ] = useState<Record<string, number>>({});
  return (
    <HoldLuggageSection
      bags={options.bags}
      quantities={q}
      onChange={(id, n) => setQ((s) => ({ ...s, [id]: n }))}
    />
  );
}

function Extras() {
  const [q, setQ] = useState<Record<string, number>>({});
  return (
    <FlightExtrasSection
      extras={options.extras}
      quantities={q}
      onChange={(id, n) => setQ((s) => ({ ...s, [id]: n }))}
    />
  );
}

const add = (label: string) => screen.getByRole('button', { name: `Add one ${label}` });
const remove = (label: string) => screen.getByRole('button', { name: `Remove one ${label}` });
const count = (label: string) => screen.getByRole('status', { name: new RegExp(`^${label}: `) });

describe('Hold luggage steppers (docs/spec/2-checkout-payment.md §5)', () => {
  it('start at 0 with - disabled, and stop at the bag’s maximum with + disabled', async () => {
    render(<Bags />);
    expect(screen.getByText(/Bag prices cover both legs/)).toBeVisible();
    expect(count('23kg hold bag')).toHaveTextContent('0');
    expect(remove('23kg hold bag')).toBeDisabled();
    for (let i = 0; i < 3; i++) await userEvent.click(add('23kg hold bag'));
    expect(count('23kg hold bag')).toHaveTextContent('3');
    expect(add('23kg hold bag')).toBeDisabled();
    expect(remove('23kg hold bag')).toBeEnabled();
    expect(screen.getByText('£194.97 for 3')).toBeVisible();
    await userEvent.click(remove('23kg hold bag'));
    expect(count('23kg hold bag')).toHaveTextContent('2');
    expect(add('23kg hold bag')).toBeEnabled();
  });

  it('allow up to 6 of a bag whose maximum is 6', async () => {
    render(<Bags />);
    for (let i = 0; i < 6; i++) await userEvent.click(add('20kg hold bag'));
    expect(count('20kg hold bag')).toHaveTextContent('6');
    expect(add('20kg hold bag')).toBeDisabled();
    for (let i = 0; i < 6; i++) await userEvent.click(remove('20kg hold bag'));
    expect(count('20kg hold bag')).toHaveTextContent('0');
    expect(remove('20kg hold bag')).toBeDisabled();
  });
});

describe('Flight extras steppers (docs/spec/2-checkout-payment.md §5)', () => {
  it('are grouped into sports and meals and capped at quantityAvailable', async () => {
    render(<Extras />);
    expect(screen.getByRole('heading', { name: 'Sports equipment' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Meals' })).toBeVisible();
    await userEvent.click(add('Golf clubs'));
    expect(count('Golf clubs')).toHaveTextContent('1');
    expect(add('Golf clubs')).toBeDisabled();
    for (let i = 0; i < 3; i++) await userEvent.click(add('Hot meal'));
    expect(add('Hot meal')).toBeDisabled();
    expect(count('Hot meal')).toHaveTextContent('3');
  });
});
