import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Overview, truncateOverview } from './Overview';

/** Nine-character words plus a space ('word00000 word00001 …'), so the cut lands predictably. */
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => `word${String(i).padStart(5, '0')}`).join(' ');

describe('truncateOverview', () => {
  it('leaves text of 300 characters or fewer alone', () => {
    const text = 'a'.repeat(300);
    expect(truncateOverview(text)).toBe(text);
  });

  it('cuts at the last word boundary at or before 300 characters and adds …', () => {
    // Word k spans 10k to 10k + 8: word 30 starts at 300, so the cut is the space at 299.
    const text = words(40);
    const cut = truncateOverview(text);
    expect(cut).toBe(`${words(30)}…`);
    expect(cut.length - 1).toBeLessThanOrEqual(300);
  });

  it('keeps a word that ends exactly at 300', () => {
    const text = `${'x'.repeat(295)} abcd efgh`; // 'abcd' is characters 296-299
    expect(truncateOverview(text)).toBe(`${'x'.repeat(295)} abcd…`);
  });

  it('does not keep a word that crosses 300', () => {
    const text = `${'x'.repeat(290)} abcdefghijklmnop`;
    expect(truncateOverview(text)).toBe(`${'x'.repeat(290)}…`);
  });

  it('cuts a single over-long word at 300', () => {
    expect(truncateOverview('y'.repeat(400))).toBe(`${'y'.repeat(300)}…`);
  });
});

describe('Overview', () => {
  it('shows short text whole, with no Show More', () => {
    render(<Overview text="A lovely beachfront hotel." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('A lovely beachfront hotel.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('truncates long text at 300 characters; Show More and Show Less toggle it', async () => {
    const user = userEvent.setup();
    const text = words(40);
    render(<Overview text={text} />);
    expect(screen.getByText(`${words(30)}…`)).toBeInTheDocument();
    expect(screen.queryByText(text)).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(text)).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toBe(more);

    await user.click(less);
    expect(screen.getByText(`${words(30)}…`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps paragraph breaks', async () => {
    const user = userEvent.setup();
    const first = 'First paragraph about the pool.';
    const second = `Second paragraph. ${words(35)}`;
    render(<Overview text={`${first}\n\n${second}`} />);
    expect(screen.getByText(first).tagName).toBe('P');
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(first).tagName).toBe('P');
    expect(screen.getByText(second).tagName).toBe('P');
  });

  it('renders nothing without text', () => {
    const { container } = render(<Overview text="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
