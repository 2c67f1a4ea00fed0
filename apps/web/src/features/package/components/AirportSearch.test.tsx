import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/render';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-airport-search';
import { AirportSearch, HIDE_AFTER_BLUR_MS, type AirportValue } from './AirportSearch';

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

/**
 * A fake clock for the debounce and the blur delay, and a user whose waits run on it. Testing
 * Library advances fake timers itself (after each user action, and while findBy… waits) when it
 * finds Jest's `advanceTimersByTime`: the stub lends it Vitest's.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { user, advance };
}

describe('AirportSearch', () => {
  it('asks for 3 characters before it searches', async () => {
    const { user, advance } = fakeClock();
    const calls = stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Type at least 3 characters to search')).toBeVisible();
    await user.type(input, 'Lo');
    expect(screen.getByText('Type at least 3 characters to search')).toBeVisible();
    await advance(SEARCH_DEBOUNCE_MS + 100);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('waits 300 ms after the last keystroke and sends one request', async () => {
    const { user, advance } = fakeClock();
    const calls = stubApi(answer);
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Arrival airport' }), 'London');
    expect(screen.getByText('Searching airports…')).toBeVisible();
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    await advance(0);
    expect(await screen.findByRole('option', { name: 'London Gatwick (LGW)' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'London Heathrow (LHR)' })).toBeVisible();
    expect(screen.queryByText('Searching airports…')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/airports/search?query=London']);
  });

  it("says 'No airports found' when nothing matches", async () => {
    stubApi(answer);
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Arrival airport' }), 'Zzz');
    expect(await screen.findByText('No airports found')).toBeVisible();
    expect(screen.getByText('Try searching with a different term')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    const { user } = fakeClock();
    stubApi(() => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Arrival airport' }), 'London');
    expect(
      await screen.findByText("We couldn't search airports just now. Please try again."),
    ).toBeVisible();
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
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: LGW')).toBeInTheDocument();
  });

  it('shows the code once: the server gives the name, the field adds the code', async () => {
    stubApi(() => jsonResponse(200, [{ name: 'Palma de Mallorca', iata_code: 'PMI' }]));
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.type(input, 'palma');
    await userEvent.click(await screen.findByRole('option', { name: 'Palma de Mallorca (PMI)' }));
    expect(input).toHaveValue('Palma de Mallorca (PMI)');
    expect(screen.getByText('Chosen: PMI')).toBeInTheDocument();
  });

  it('does not open the list again on focus once an airport is chosen', async () => {
    stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.type(input, 'gatwick');
    await userEvent.click(await screen.findByRole('option', { name: 'London Gatwick (LGW)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.click(input);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Searching airports…')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: LGW')).toBeInTheDocument();
  });

  it('is usable from the keyboard, and typing again clears the code', async () => {
    stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await userEvent.type(input, 'London');
    await screen.findByRole('option', { name: 'London Gatwick (LGW)' });
    await userEvent.keyboard('{ArrowDown}');
    const gatwick = screen.getByRole('option', { name: 'London Gatwick (LGW)' });
    expect(input).toHaveAttribute('aria-activedescendant', gatwick.id);
    await userEvent.keyboard('{ArrowDown}');
    const heathrow = screen.getByRole('option', { name: 'London Heathrow (LHR)' });
    expect(input).toHaveAttribute('aria-activedescendant', heathrow.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', gatwick.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', heathrow.id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('London Heathrow (LHR)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Chosen: LHR')).toBeInTheDocument();
    await userEvent.type(input, 'x');
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('London Heathrow (LHR)x');
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
  });

  /** On a fake clock: 'London' typed, its airports listed, then a click elsewhere on the page. */
  async function listThenLeave() {
    const clock = fakeClock();
    stubApi(answer);
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Arrival airport' });
    await clock.user.type(input, 'London');
    await clock.advance(SEARCH_DEBOUNCE_MS);
    await clock.advance(0);
    await screen.findByRole('option', { name: 'London Gatwick (LGW)' });
    // While the list is open the rest of the page is hidden from assistive technology.
    await clock.user.click(screen.getByText('Elsewhere'));
    expect(input).not.toHaveFocus();
    return { ...clock, input };
  }

  it('hides the list 200 ms after the input loses focus', async () => {
    const { advance, input } = await listThenLeave();
    await advance(HIDE_AFTER_BLUR_MS - 1);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'London Gatwick (LGW)' })).toBeVisible();
    await advance(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('London');
  });

  it('keeps the list open when the focus comes back within 200 ms', async () => {
    const { user, advance, input } = await listThenLeave();
    await advance(HIDE_AFTER_BLUR_MS - 50);
    await user.click(input);
    await advance(HIDE_AFTER_BLUR_MS);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'London Gatwick (LGW)' })).toBeVisible();
  });
});
