import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCriteria, toSearchRequest } from '../lib/search-criteria';
import { firstPageQuery } from '../stores/search';
import { jsonResponse, stubApi } from '../../test/render';
import { fakeSearchApi, resultHotel, SEARCH_UUID } from '../../test/search-fixtures';
import { useSearchHolidays } from './use-search-holidays';

const request = () =>
  toSearchRequest(
    { ...defaultCriteria(), destination: { id: 10, name: 'Majorca' } },
    firstPageQuery(),
  );

function renderSearch() {
  const onError = vi.fn();
  const client = new QueryClient({ mutationCache: new MutationCache({ onError }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSearchHolidays(), { wrapper });
  return { result, client, onError };
}

afterEach(() => vi.unstubAllGlobals());

describe('useSearchHolidays', () => {
  it('runs the search as a mutation of the client: pending until the itinerary comes back', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = stubApi(fakeSearchApi([resultHotel(1)], () => held));
    const { result, client } = renderSearch();
    const first = result.current.mutateAsync;

    let searched: Promise<Awaited<ReturnType<typeof first>>> | undefined;
    act(() => {
      searched = result.current.mutateAsync(request());
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(client.isMutating({ mutationKey: ['itinerary', 'search'] })).toBe(1);
    answer();
    const res = await act(() => searched!);
    expect(res.status).toBe('success');
    expect(res.itinerary?.uuid).toBe(SEARCH_UUID);
    expect(result.current.isPending).toBe(false);
    expect(client.isMutating()).toBe(0);
    expect(calls.map((c) => c.path)).toEqual(['/itinerary/search']);
    expect(result.current.mutateAsync).toBe(first);
  });

  it('hands a failure to the caller, marked as worded by it (no generic error modal)', async () => {
    stubApi(() => jsonResponse(422, { error: { code: 'UNPROCESSABLE', message: 'No dates' } }));
    const { result, onError } = renderSearch();
    await act(async () => {
      await expect(result.current.mutateAsync(request())).rejects.toMatchObject({ status: 422 });
    });
    expect(result.current.isPending).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[3]).toMatchObject({ meta: { handlesErrors: true } });
  });
});
