import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/render';
import type { TransferChoice } from '../../../shared/stores/package';
import { TransferSection } from './TransferSection';

const AIRPORTS = [
  { name: 'London Gatwick', iata_code: 'LGW' },
  { name: 'Palma de Mallorca', iata_code: 'PMI' },
];
const NOW = () => new Date(2027, 0, 15, 12, 0).getTime();

function renderSection(saved: TransferChoice | null = null) {
  stubApi((path) => {
    const query = (new URL(path, 'http://x').searchParams.get('query') ?? '').toLowerCase();
    return jsonResponse(
      200,
      AIRPORTS.filter((a) => `${a.name} ${a.iata_code}`.toLowerCase().includes(query)),
    );
  });
  const onSave = vi.fn<(choice: TransferChoice | null) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TransferSection
        arrivalDate="2027-02-01"
        returnDate="2027-02-08"
        saved={saved}
        onSave={onSave}
        now={NOW}
      />
    </QueryClientProvider>,
  );
  return onSave;
}

const accept = () => userEvent.click(screen.getByRole('button', { name: /yes/i }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Flight Details' }));

async function chooseAirport(label: string, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm() {
  await chooseAirport('Arrival airport', 'Palma', 'Palma de Mallorca (PMI)');
  await userEvent.type(screen.getByLabelText('Arrival flight number'), 'ba2490');
  await userEvent.type(screen.getByLabelText('Arrival time'), '10:30');
  await chooseAirport('Departure airport', 'Palma', 'Palma de Mallorca (PMI)');
  await userEvent.type(screen.getByLabelText('Departure flight number'), 'fr 123');
  await userEvent.type(screen.getByLabelText('Departure time'), '18:45');
}

const details = {
  outbound: { airportCode: 'PMI', flightNumber: 'BA2490', date: '2027-02-01', time: '10:30' },
  return: { airportCode: 'PMI', flightNumber: 'FR 123', date: '2027-02-08', time: '18:45' },
};

afterEach(() => vi.unstubAllGlobals());

describe('TransferSection', () => {
  it('asks the question, and declining saves { kind: declined }', async () => {
    const onSave = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Airport transfers' })).toBeVisible();
    expect(
      screen.getByText(
        'Would you like us to arrange transfers between the airport and your hotel?',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'No Transfer Required' }));
    expect(onSave).toHaveBeenCalledWith({ kind: 'declined' });
    expect(screen.getByText('No transfer required')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Change Transfer Option' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'No Transfer Required' })).toBeVisible();
  });

  it('prefills the dates and shows every required message on an empty save', async () => {
    const onSave = renderSection();
    await accept();
    expect(screen.getByLabelText('Arrival date')).toHaveValue('01/02/2027');
    expect(screen.getByLabelText('Departure date')).toHaveValue('08/02/2027');
    await userEvent.clear(screen.getByLabelText('Arrival date'));
    await userEvent.clear(screen.getByLabelText('Departure date'));
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please select an airport from the search')).toHaveLength(2);
    expect(screen.getAllByText('Flight number is required')).toHaveLength(2);
    expect(screen.getByText('Arrival date is required')).toBeVisible();
    expect(screen.getByText('Departure date is required')).toBeVisible();
    expect(screen.getByText('Arrival time is required')).toBeVisible();
    expect(screen.getByText('Departure time is required')).toBeVisible();
    const airport = screen.getByRole('combobox', { name: 'Arrival airport' });
    expect(airport).toHaveFocus();
    // Focused for the person to fix, without its suggestion list opening over the form.
    expect(airport).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(airport).toHaveAttribute('aria-invalid', 'true');
    expect(airport).toHaveAccessibleDescription('Please select an airport from the search');
    expect(screen.getByLabelText('Departure time')).toHaveAccessibleDescription(
      'Local time, 24-hour (HH:MM) Departure time is required',
    );
  });

  it('masks dates, checks them, and focuses the first invalid field', async () => {
    const onSave = renderSection();
    await accept();
    await fillValidForm();
    const arrival = screen.getByLabelText('Arrival date');
    await userEvent.clear(arrival);
    await userEvent.type(arrival, '31a022027');
    expect(arrival).toHaveValue('31/02/2027');
    const back = screen.getByLabelText('Departure date');
    await userEvent.clear(back);
    await userEvent.type(back, '10/01/2027');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Invalid date')).toBeVisible();
    expect(screen.getByText('Date cannot be in the past')).toBeVisible();
    expect(arrival).toHaveFocus();
    expect(arrival).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(arrival);
    await userEvent.type(arrival, '08022027');
    await userEvent.clear(back);
    await userEvent.type(back, '08022027');
    await save();
    expect(screen.getByText('Return date must be after arrival date')).toBeVisible();
    expect(back).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves ManualFlightDetails and then offers Edit and Change', async () => {
    const onSave = renderSection();
    await accept();
    await fillValidForm();
    expect(screen.getByLabelText('Arrival flight number')).toHaveValue('BA2490');
    await save();
    expect(onSave).toHaveBeenCalledWith({ kind: 'details', details });
    expect(screen.getByText('Flight details saved')).toBeVisible();
    const arrival = screen.getByText('Arrival flight (outbound)').closest('div')!;
    expect(within(arrival).getByText('Palma de Mallorca (PMI)')).toBeVisible();
    expect(within(arrival).getByText('Flight BA2490')).toBeVisible();
    expect(within(arrival).getByText('Mon, 1 Feb 2027 at 10:30')).toBeVisible();
    const departure = screen.getByText('Departure flight (return)').closest('div')!;
    expect(within(departure).getByText('Flight FR 123')).toBeVisible();
    expect(within(departure).getByText('Mon, 8 Feb 2027 at 18:45')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Flight Details' }));
    expect(screen.getByLabelText('Departure flight number')).toHaveValue('FR 123');
    expect(screen.getByRole('combobox', { name: 'Arrival airport' })).toHaveValue(
      'Palma de Mallorca (PMI)',
    );
    const time = screen.getByLabelText('Arrival time');
    await userEvent.clear(time);
    await userEvent.type(time, '11:00');
    await save();
    expect(onSave).toHaveBeenLastCalledWith({
      kind: 'details',
      details: { ...details, outbound: { ...details.outbound, time: '11:00' } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Change Transfer Option' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
    await accept();
    expect(screen.getByLabelText('Arrival flight number')).toHaveValue('');
    expect(screen.getByLabelText('Arrival date')).toHaveValue('01/02/2027');
  });

  it('restores saved details as the confirmation', async () => {
    const onSave = renderSection({ kind: 'details', details });
    expect(screen.getByText('Flight details saved')).toBeVisible();
    expect(screen.getByText('Flight FR 123')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'No Transfer Required' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Flight Details' }));
    expect(screen.getByLabelText('Arrival date')).toHaveValue('01/02/2027');
    expect(screen.getByRole('combobox', { name: 'Arrival airport' })).toHaveValue('PMI');
    await save();
    expect(onSave).toHaveBeenCalledWith({ kind: 'details', details });
  });

  it('restores a saved decline', async () => {
    const onSave = renderSection({ kind: 'declined' });
    expect(screen.getByText('No transfer required')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Change Transfer Option' }));
    expect(onSave).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'No Transfer Required' })).toBeVisible();
  });
});
