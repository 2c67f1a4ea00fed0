import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HotelFeatures } from './HotelFeatures';

const features = (n: number) => Array.from({ length: n }, (_, i) => `Feature ${i + 1}`);

describe('HotelFeatures', () => {
  it('lists every feature under a Features heading', () => {
    render(<HotelFeatures features={features(9)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Features' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText('Feature 9')).toBeInTheDocument();
  });

  // Which items a phone hides is CSS (e2e/package.e2e.ts checks it at 375 px); here, the toggle.
  it("offers 'Show All 9 Features', collapsed, for the list it controls", () => {
    render(<HotelFeatures features={features(9)} />);
    const button = screen.getByRole('button', { name: 'Show All 9 Features' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = screen.getByRole('list');
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
  });

  it('shows every item once expanded, and can collapse again', async () => {
    const user = userEvent.setup();
    render(<HotelFeatures features={features(9)} />);
    await user.click(screen.getByRole('button', { name: 'Show All 9 Features' }));
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    for (const item of screen.getAllByRole('listitem')) expect(item).toBeVisible();
    await user.click(less);
    expect(screen.getByRole('button', { name: 'Show All 9 Features' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('has no Show All button with 4 features', () => {
    render(<HotelFeatures features={features(4)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Show All/)).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<HotelFeatures features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
