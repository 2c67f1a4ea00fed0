import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DepartureDateField } from './DepartureDateField';

// "Today" is fixed: 25 November 2026, so tomorrow is 26/11/2026.
const now = () => new Date(2026, 10, 25, 12, 0);

function Harness({ initial = '2026-12-01' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DepartureDateField
        id="travel-date"
        label="Departure date"
        labelClassName=""
        value={value}
        returnDate="2026-12-08"
        onChange={setValue}
        onClear={() => setValue('')}
        now={now}
      />
      <output aria-label="Value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Departure date' });
const value = () => screen.getByRole('status', { name: 'Value' });

describe('DepartureDateField', () => {
  it('shows the date as dd/mm/yyyy, whatever the browser language', () => {
    render(<Harness initial="2027-01-19" />);
    expect(field()).toHaveValue('19/01/2027');
    expect(field()).toHaveAccessibleDescription(/Day, month, year, for example 26\/11\/2026/);
  });

  it('does not judge a date while it is being typed, and takes it once whole', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(field());
    for (const [key, shown] of [
      ['2', '2'],
      ['8', '28'],
      ['/', '28/'],
      ['1', '28/1'],
      ['2', '28/12'],
      ['2', '28/12/2'],
      ['0', '28/12/20'],
      ['2', '28/12/202'],
    ] as const) {
      await user.keyboard(key);
      expect(field()).toHaveValue(shown);
      // Emptied, the field holds no date; a part-typed one is not taken.
      expect(value()).toBeEmptyDOMElement();
    }
    await user.keyboard('6');
    expect(field()).toHaveValue('28/12/2026');
    expect(value()).toHaveTextContent('2026-12-28');
  });

  it('inserts the slashes when only digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(field());
    await user.keyboard('05022027');
    expect(field()).toHaveValue('05/02/2027');
    expect(value()).toHaveTextContent('2027-02-05');
  });

  it('moves a whole date before tomorrow to tomorrow and says so', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(field());
    await user.keyboard('01/01/2020');
    expect(field()).toHaveValue('26/11/2026');
    expect(value()).toHaveTextContent('2026-11-26');
    expect(
      screen.getByText(/The earliest departure date is tomorrow: moved to Thu, 26 Nov 2026\./),
    ).toBeInTheDocument();
  });

  it('puts the date back when the field is left with an incomplete one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(field());
    await user.keyboard('31/02/20');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('01/12/2026');
    expect(value()).toHaveTextContent('2026-12-01');
    expect(screen.getByText(/Not a whole date: the departure date stays/)).toBeInTheDocument();
  });

  it('stays empty when emptied and left, with no date until one is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(value()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('');
    expect(value()).toBeEmptyDOMElement();
    await user.click(field());
    await user.keyboard('05022027');
    expect(value()).toHaveTextContent('2027-02-05');
  });

  it('opens an en-GB calendar from tomorrow and takes the picked day', async () => {
    // The calendar is a lazy module: loaded first, so the wait below is for the dialog alone.
    await import('./DepartureCalendar');
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose departure date from a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a departure date' });
    expect(dialog).toHaveTextContent('December 2026');
    await user.click(screen.getByRole('button', { name: /Tuesday, 15 December 2026/ }));
    expect(value()).toHaveTextContent('2026-12-15');
    expect(field()).toHaveValue('15/12/2026');
    // Focus goes back to the calendar button, as for any dialog.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Choose departure date from a calendar' }),
      ).toHaveFocus(),
    );
  });
});
