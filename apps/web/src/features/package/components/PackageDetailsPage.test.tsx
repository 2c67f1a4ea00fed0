import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { pagedItinerary, resultHotel } from '../../../test/search-fixtures';
import { rememberRefreshed } from '../api/refresh-itinerary';
import { PERSISTED_ITINERARIES_KEY, persistRefreshed } from '../hooks/use-persisted-itineraries';
import PackageDetailsPage from './PackageDetailsPage';

/** An itinerary made by a date change on the package page. */
const REFRESHED = '3c0a6f1e-5b7d-4e2a-9c8b-000000000001';
const itinerary = pagedItinerary([resultHotel(1)], {}, { uuid: REFRESHED });
const ROOT = '3c0a6f1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c';

const expired = () =>
  jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'That search has expired.' } });

afterEach(() => vi.unstubAllGlobals());

describe('PackageDetailsPage: itineraries made by a date change', () => {
  it('finds one after a reload (kept for the tab) and asks for its hotel', async () => {
    const earlier = new QueryClient();
    rememberRefreshed(earlier, ROOT, 1, '2027-06-14', itinerary);
    persistRefreshed(earlier);
    const calls = stubApi(expired);

    renderAt(`/package?uuid=${REFRESHED}&hotelId=1`, <PackageDetailsPage />);

    expect(screen.getByRole('button', { name: /Back to Search Results/ })).toBeVisible();
    expect(screen.getByText('Loading package details...')).toBeInTheDocument();
    expect(screen.queryByText('No itinerary or hotel data')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(0)?.path).toBe(`/itinerary/${REFRESHED}/hotels/1`));
  });

  it('says there is nothing to show for an itinerary the tab does not hold', () => {
    stubApi(expired);
    renderAt(`/package?uuid=${REFRESHED}&hotelId=1`, <PackageDetailsPage />);
    expect(screen.getByText('No itinerary or hotel data')).toBeVisible();
  });

  it('keeps an itinerary the page makes, for a reload', () => {
    stubApi(expired);
    const { client } = renderAt(`/package?uuid=${REFRESHED}&hotelId=1`, <PackageDetailsPage />);
    expect(sessionStorage.getItem(PERSISTED_ITINERARIES_KEY)).toBeNull();
    act(() => rememberRefreshed(client, ROOT, 1, '2027-06-14', itinerary));
    expect(sessionStorage.getItem(PERSISTED_ITINERARIES_KEY)).toContain(REFRESHED);
  });
});
