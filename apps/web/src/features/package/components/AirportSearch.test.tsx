import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/render';
import { AirportSearch, type AirportValue } from './AirportSearch';

const AIRPORTS = [
  { name: 'London Gatwick', iata_code: 'LGW' },
  { name: 'London Heathrow', iata_code: 'LHR' },
];

function Harness({ onValue }: { onValue?: (v: AirportValue) => void }) {
  const [value, setValue] = useState<AirportValue>({ code: '', label: '' });
  return (
    <>
      <AirportSearch
        label="Arrival airport"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <p>Chosen: {value.code || 'none'}</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderSearch(onValue?: (v: AirportValue) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness onValue={onValue} />
    </QueryClientProvider>,
  );
}

const answer = (path: string) => {
  const query = new URL(path, 'http://x').searchParams.get('query') ?? '';
  const found = AIRPORTS.filter((a) =>
    `${a.name} ${a.iata_code}`.toLowerCase().includes(query.toLowerCase()),
  );
  return jsonResponse(200, found);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AirportSearch', () => {
  it('asks for 3 characters before it searches', async () => {
    const calls = stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    await userEvent.type(input, 'Lo');
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toHaveLength(0);
  });

  it('waits 300 ms after the last keystroke and sends one request', async () => {
    const calls = stubApi(answer);
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Arrival airport' }), 'London');
    expect(screen.getByText('Searching airports…')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toHaveLength(0);
    expect(await screen.findByRole('option', { name: 'London Gatwick (LGW)' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'London Heathrow (LHR)' })).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(['/airports/search?query=London']);
  });

  it("says 'No airports found' when nothing matches", async () => {
    stubApi(answer);
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Arrival airport' }), 'Zzz');
    expect(await screen.findByText('No airports found')).toBeInTheDocument();
    expect(screen.getByText('Try searching with a different term')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('sets the code when an airport is chosen by click and shows Name (CODE)', async () => {
    stubApi(answer);
    const onValue = vi.fn();
    renderSearch(onValue);
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.type(input, 'gatwick');
    await userEvent.click(await screen.findByRole('option', { name: 'London Gatwick (LGW)' }));
    expect(onValue).toHaveBeenLastCalledWith({ code: 'LGW', label: 'London Gatwick (LGW)' });
    expect(input).toHaveValue('London Gatwick (LGW)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Chosen: LGW')).toBeInTheDocument();
  });

  it('is usable from the keyboard, and typing again clears the code', async () => {
    stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.type(input, 'London');
    await screen.findByRole('option', { name: 'London Gatwick (LGW)' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const heathrow = screen.getByRole('option', { name: 'London Heathrow (LHR)' });
    expect(heathrow).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', heathrow.id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('London Heathrow (LHR)');
    expect(screen.getByText('Chosen: LHR')).toBeInTheDocument();
    await userEvent.type(input, 'x');
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the dropdown 200 ms after blur', async () => {
    stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.type(input, 'London');
    await screen.findByRole('option', { name: 'London Gatwick (LGW)' });
    vi.useFakeTimers();
    fireEvent.blur(input);
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
