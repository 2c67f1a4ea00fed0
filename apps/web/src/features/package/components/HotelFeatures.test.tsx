import { render, screen } from '@testing-library/react';
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

  it("offers 'Show All 9 Features' under 640 px, hiding items after the fourth with CSS only", () => {
    render(<HotelFeatures features={features(9)} />);
    const button = screen.getByRole('button', { name: 'Show All 9 Features' });
    expect(button).toHaveClass('sm:hidden');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const items = screen.getAllByRole('listitem');
    expect(items[3]).not.toHaveClass('hidden');
    expect(items[4]).toHaveClass('hidden', 'sm:flex');
    expect(items[8]).toHaveClass('hidden', 'sm:flex');
  });

  it('shows every item once expanded, and can collapse again', async () => {
    const user = userEvent.setup();
    render(<HotelFeatures features={features(9)} />);
    await user.click(screen.getByRole('button', { name: 'Show All 9 Features' }));
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toHaveClass('hidden');
    await user.click(less);
    expect(screen.getAllByRole('listitem')[4]).toHaveClass('hidden');
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
