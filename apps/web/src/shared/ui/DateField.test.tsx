import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

function Harness({
  initial = '',
  onBlur = vi.fn<() => void>(),
  error,
}: {
  initial?: string;
  onBlur?: () => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Departure date"
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        min="2024-01-01"
        max="2028-11-25"
        error={error}
      />
      <output aria-label="Value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const group = () => screen.getByRole('group', { name: 'Departure date' });
const segments = () => within(group()).getAllByRole('spinbutton');

describe('DateField', () => {
  it('shows day, month, year in British order, whatever the browser language', () => {
    render(<Harness initial="2026-06-09" />);
    expect(segments().map((s) => s.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^day/),
      expect.stringMatching(/^month/),
      expect.stringMatching(/^year/),
    ]);
    expect(group()).toHaveTextContent('09/06/2026');
  });

  it('takes a date typed by keyboard and gives it as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(segments()[0]);
    await user.keyboard('15062026');
    expect(screen.getByLabelText('Value')).toHaveTextContent('2026-06-15');
  });

  it('reports a blur when focus leaves the field, and shows its error', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn<() => void>();
    const { rerender } = render(<Harness onBlur={onBlur} />);
    await user.click(segments()[0]);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    rerender(<Harness onBlur={onBlur} error="Departure date is required" />);
    expect(screen.getByText('Departure date is required')).toBeInTheDocument();
    expect(group()).toHaveAccessibleDescription('Departure date is required');
  });

  it('picks a date from its calendar', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-06-09" />);
    await user.click(within(group()).getByRole('button', { name: /Calendar/ }));
    const calendar = await screen.findByRole('application', { name: /June 2026/ });
    await user.click(within(calendar).getByRole('button', { name: /Saturday, 20 June 2026/ }));
    expect(screen.getByLabelText('Value')).toHaveTextContent('2026-06-20');
  });
});
