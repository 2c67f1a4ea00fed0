import { paymentMessages } from '@sunward/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { siteConfigQuery } from '../../../../shared/api/site';
import { ApiError } from '../../../../shared/lib/api-client';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useCheckout } from '../../../../shared/stores/checkout';
import { useFinaliseAirline } from '../api/finalise-airline';
import { airlineFrameUrl, isTelemetry, telemetryOutcome } from './airline/telemetry';

/** docs/spec/2-checkout-payment.md 'Airline confirmation screen' and §8 'Airline', word for word. */
export const airlineTexts = {
  heading: 'Confirm Your Flight Details',
  processing: 'Processing your confirmation...',
  doNotClose: 'Please do not close this page',
  finalizing: 'Finalizing your booking...',
  errorTitle: 'Unable to Load Confirmation',
  missingSession: paymentMessages.missingAirlineSession,
  confirmationFailed: 'Flight confirmation failed. Please try again.',
  finaliseToast: 'Failed to complete booking confirmation',
  finaliseFailed: 'Failed to complete your booking. Please contact support if this issue persists.',
  loadFailed:
    'Unable to load the flight confirmation page. Please check your connection and try again.',
  timedOut:
    'The confirmation page is taking longer than expected to load. Please check your connection.',
} as const;

/** docs/spec/2-checkout-payment.md §9: the frame's height and how long it may take to load. */
export const AIRLINE_FRAME_HEIGHT = 850;
export const AIRLINE_FRAME_TIMEOUT_MS = 30_000;

/** /book/ryanair-confirmation?sessionId&target&culture (docs/spec/2-checkout-payment.md §2, §4). */
export default function AirlineConfirmationPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId')?.trim();
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{airlineTexts.heading}</h1>
      {sessionId ? (
        <AirlineFrame
          sessionId={sessionId}
          target={params.get('target')}
          culture={params.get('culture')}
        />
      ) : (
        <div className="mt-6">
          <Alert tone="error">{airlineTexts.missingSession}</Alert>
        </div>
      )}
    </div>
  );
}

type FrameState = { kind: 'loading' } | { kind: 'loaded' } | { kind: 'error'; message: string };

function AirlineFrame({
  sessionId,
  target,
  culture,
}: {
  sessionId: string;
  target: string | null;
  culture: string | null;
}) {
  const navigate = useNavigate();
  const itineraryUuid = useCheckout((s) => s.itineraryUuid);
  // The frame's address comes from the server's configuration, never the built-in placeholder.
  const site = useQuery(siteConfigQuery);
  const configured = site.data !== undefined && !site.isPlaceholderData;
  const [state, setState] = useState<FrameState>({ kind: 'loading' });
  // A new key reloads the frame (Try Again).
  const [attempt, setAttempt] = useState(0);
  const errorHeading = useRef<HTMLHeadingElement>(null);

  const src = configured
    ? airlineFrameUrl({
        baseUrl: site.data.airlineConfirmationUrl,
        agent: site.data.airlineAgent,
        sessionId,
        target,
        culture,
      })
    : null;
  const airlineOrigin = src?.origin ?? null;

  const { mutation: finalise, report } = useFinaliseAirline(
    { sessionId, itineraryUuid: itineraryUuid ?? '' },
    {
      onSuccess: (answer) => {
        const { redirectUrl } = answer;
        if (redirectUrl && /^https?:\/\//.test(redirectUrl)) window.location.assign(redirectUrl);
        else if (redirectUrl) void navigate(redirectUrl);
        else {
          const reference = answer.bookingReference || itineraryUuid || '';
          void navigate(`/book/confirmation/${encodeURIComponent(reference)}`);
        }
      },
      onError: (error) => {
        toast(airlineTexts.finaliseToast, { type: 'error', duration: 5000 });
        const message =
          error instanceof ApiError && error.hasServerMessage && error.status < 500
            ? error.message
            : airlineTexts.finaliseFailed;
        setState({ kind: 'error', message });
      },
    },
  );

  // The airline's messages: from its origin only.
  useEffect(() => {
    if (!airlineOrigin) return;
    function onMessage(event: MessageEvent) {
      if (event.origin !== airlineOrigin || !isTelemetry(event.data)) return;
      const outcome = telemetryOutcome(event.data);
      if (outcome === 'confirmed') {
        if (!finalise.isPending && !finalise.isSuccess) finalise.mutate();
      } else if (outcome === 'failed') {
        setState({ kind: 'error', message: airlineTexts.confirmationFailed });
        // The server asks the airline how the session stands (a cancelled one is handed to our
        // team); the answer changes nothing on this page.
        if (itineraryUuid) {
          report({ sessionId, itineraryUuid });
        }
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [airlineOrigin, finalise, report, itineraryUuid, sessionId]);

  // 30 s to load, per attempt.
  useEffect(() => {
    if (state.kind !== 'loading' || !src) return;
    const timer = setTimeout(
      () => setState({ kind: 'error', message: airlineTexts.timedOut }),
      AIRLINE_FRAME_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [state.kind, src, attempt]);

  useEffect(() => {
    if (state.kind === 'error') errorHeading.current?.focus();
  }, [state.kind]);

  const busy = finalise.isPending || finalise.isSuccess;

  return (
    <div className="mt-4 space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        <li>Check that the flight details, passenger names and prices match your booking.</li>
        <li>You need to accept the airline&rsquo;s terms and conditions on its page.</li>
        <li>This confirmation is required by the airline before your booking can be completed.</li>
      </ul>

      {state.kind === 'error' ? (
        <div role="alert" className="rounded-card bg-red-50 p-6 ring-1 ring-red-200">
          <h2 ref={errorHeading} tabIndex={-1} className="text-xl font-bold text-red-900">
            {airlineTexts.errorTitle}
          </h2>
          <p className="mt-2 text-slate-800">{state.message}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              onClick={() => {
                finalise.reset();
                setState({ kind: 'loading' });
                setAttempt((a) => a + 1);
              }}
            >
              Try Again
            </Button>
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              Go Back
            </Button>
          </div>
        </div>
      ) : null}

      <div className={`relative ${state.kind === 'error' ? 'hidden' : ''}`}>
        {src ? (
          <iframe
            key={attempt}
            title="Airline flight confirmation"
            src={src.toString()}
            sandbox="allow-scripts allow-forms allow-same-origin"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ height: AIRLINE_FRAME_HEIGHT }}
            className="w-full rounded-card border border-slate-300 bg-white"
            onLoad={() => setState((s) => (s.kind === 'loading' ? { kind: 'loaded' } : s))}
            onError={() => setState({ kind: 'error', message: airlineTexts.loadFailed })}
          />
        ) : null}
        {state.kind === 'loading' && (
          <div className="absolute inset-0 flex items-start justify-center bg-white/80 pt-24">
            <Spinner label="Loading the airline's confirmation page..." />
          </div>
        )}
        {busy && (
          <div
            aria-live="polite"
            className="absolute inset-0 flex flex-col items-center justify-start gap-2 rounded-card bg-white/90 pt-24 text-center"
          >
            <Spinner label={airlineTexts.processing} />
            <p className="font-semibold text-slate-900">{airlineTexts.doNotClose}</p>
            <p className="text-slate-700">{airlineTexts.finalizing}</p>
          </div>
        )}
      </div>
    </div>
  );
}
