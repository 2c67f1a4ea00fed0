import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { useBookingAccess } from '../../../../shared/stores/booking-access';
import { useCheckout } from '../../../../shared/stores/checkout';
import AirlineConfirmationPage, {
  AIRLINE_FRAME_HEIGHT,
  AIRLINE_FRAME_TIMEOUT_MS,
  airlineTexts as T,
} from './AirlineConfirmationPage';

const UUID = '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const KEY = 'prebook-key-123';
const SESSION = 'FR-abc123';
const PAGE = `/book/ryanair-confirmation?sessionId=${SESSION}&target=TEST`;
const ORIGIN = window.location.origin;

const routes = [
  { path: '/book/confirmation/:reference', element: <p>Booking confirmation page</p> },
];

function telemetry(state: string, status: number, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'telemetry', state, status }, origin }),
    );
  });
}

async function frame(): Promise<HTMLIFrameElement> {
  const el = await screen.findByTitle('Airline flight confirmation');
  if (!(el instanceof HTMLIFrameElement)) throw new Error('not a frame');
  return el;
}

beforeEach(() => {
  useCheckout.setState({
    itineraryUuid: UUID,
    prebook: { prebook_id: KEY, uuid: UUID } as never,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useCheckout.getState().clear();
});

describe('AirlineConfirmationPage', () => {
  it('frames the airline page 850 px high, sandboxed, with agent, session, target, iframe and culture', async () => {
    stubApi(() => jsonResponse(404, {}));
    renderAt(PAGE, <AirlineConfirmationPage />);
    expect(screen.getByRole('heading', { level: 1, name: T.heading })).toBeInTheDocument();
    const el = await frame();
    const src = new URL(el.src);
    expect(src.origin + src.pathname).toBe(`${ORIGIN}/airline/confirm`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      agent: 'SUNWARD',
      session: SESSION,
      target: 'TEST',
      iframe: 'true',
      culture: 'en-GB',
    });
    expect(el.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(el.style.height).toBe(`${String(AIRLINE_FRAME_HEIGHT)}px`);
  });

  it('passes a culture through, and any target other than TEST is production', async () => {
    stubApi(() => jsonResponse(404, {}));
    renderAt(
      `/book/ryanair-confirmation?sessionId=${SESSION}&target=LIVE&culture=es-ES`,
      <AirlineConfirmationPage />,
    );
    const src = new URL((await frame()).src);
    expect(src.searchParams.get('target')).toBe('PRODUCTION');
    expect(src.searchParams.get('culture')).toBe('es-ES');
  });

  it('without a session id says to restart the booking and shows no frame', () => {
    stubApi(() => jsonResponse(404, {}));
    renderAt('/book/ryanair-confirmation', <AirlineConfirmationPage />);
    expect(screen.getByText(T.missingSession)).toBeInTheDocument();
    expect(screen.queryByTitle('Airline flight confirmation')).toBeNull();
  });

  it('REDIRECT with 200 finalises with the session and itinerary, then opens the booking', async () => {
    const calls = stubApi((path) =>
      path === '/airline/finalise'
        ? jsonResponse(200, { bookingReference: 'KT482915' })
        : jsonResponse(404, {}),
    );
    const { router } = renderAt(PAGE, <AirlineConfirmationPage />, routes);
    fireEvent.load(await frame());
    // Progress messages from the airline change nothing.
    telemetry('LOADED', 200);
    expect(calls).toHaveLength(0);
    telemetry('REDIRECT', 200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/confirmation/KT482915'));
    const call = calls.find((c) => c.path === '/airline/finalise');
    expect(call?.body).toEqual({ sessionId: SESSION, itineraryUuid: UUID });
    expect(new Headers(call?.init.headers).get('x-booking-key')).toBe(KEY);
  });

  it("opened again from the booking (another tab's checkout), it proves ownership with the booking key", async () => {
    useCheckout.setState({ prebook: null, itineraryUuid: UUID, bookingReference: 'KT482915' });
    useBookingAccess.getState().remember('KT482915', 'booking-key-456');
    const calls = stubApi((path) =>
      path === '/airline/finalise'
        ? jsonResponse(200, { bookingReference: 'KT482915' })
        : jsonResponse(404, {}),
    );
    const { router } = renderAt(PAGE, <AirlineConfirmationPage />, routes);
    fireEvent.load(await frame());
    telemetry('REDIRECT', 200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/confirmation/KT482915'));
    const call = calls.find((c) => c.path === '/airline/finalise');
    expect(new Headers(call?.init.headers).get('x-booking-key')).toBe('booking-key-456');
  });

  it('shows the processing overlay while finalising', async () => {
    stubApi(() => new Promise<Response>(() => undefined));
    renderAt(PAGE, <AirlineConfirmationPage />, routes);
    fireEvent.load(await frame());
    telemetry('REDIRECT', 200);
    expect(await screen.findByText(T.doNotClose)).toBeInTheDocument();
    expect(screen.getByText(T.finalizing)).toBeInTheDocument();
    expect(screen.getByText(T.processing)).toBeInTheDocument();
  });

  it('ignores messages from any other origin', async () => {
    const calls = stubApi(() => jsonResponse(200, { bookingReference: 'KT482915' }));
    renderAt(PAGE, <AirlineConfirmationPage />, routes);
    fireEvent.load(await frame());
    telemetry('REDIRECT', 200, 'https://evil.example');
    telemetry('ERROR', 500, 'https://evil.example');
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a non-200 status fails: error panel, Try Again reloads the frame, Go Back leaves', async () => {
    const calls = stubApi(() =>
      jsonResponse(422, { error: { code: 'UNPROCESSABLE', message: 'x' } }),
    );
    const user = userEvent.setup();
    const { router } = renderAt(PAGE, <AirlineConfirmationPage />, [
      { path: '/book/passengers', element: <p>Passengers page</p> },
    ]);
    await act(() => router.navigate('/book/passengers'));
    await act(() => router.navigate(PAGE));
    const first = await frame();
    fireEvent.load(first);
    telemetry('CANCELLED', 499);
    const alert = await screen.findByRole('alert');
    // The server is told to look (the airline's record decides); the page shows the failure.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/airline/finalise')).toHaveLength(1),
    );
    expect(alert).toHaveTextContent(T.errorTitle);
    expect(alert).toHaveTextContent(T.confirmationFailed);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await frame()).not.toBe(first);
    telemetry('ERROR', 500);
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/passengers'));
  });

  it('a finalise failure toasts and says to contact support', async () => {
    stubApi((path) =>
      path === '/airline/finalise'
        ? jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'down' } })
        : jsonResponse(404, {}),
    );
    renderAt(PAGE, <AirlineConfirmationPage />, routes);
    fireEvent.load(await frame());
    telemetry('REDIRECT', 200);
    expect(await screen.findByText(T.finaliseToast)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(T.finaliseFailed);
  });

  it('a frame that does not load within 30 s says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(() => jsonResponse(404, {}));
    renderAt(PAGE, <AirlineConfirmationPage />);
    await frame();
    act(() => {
      vi.advanceTimersByTime(AIRLINE_FRAME_TIMEOUT_MS - 5_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(T.timedOut);
  });
});
