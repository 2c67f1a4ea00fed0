import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  CARD_FIELDS,
  PROVIDER_SCRIPTS_FAILED,
  isGatewayMessage,
  type CardField,
  type GatewayMessage,
} from './hosted-fields';

/** The hosted fields have this long to say they are ready before the form counts as not loaded. */
export const FIELDS_TIMEOUT_MS = 15_000;
/**
 * Once every frame's page has loaded, its script has this long to say it is ready; a page that
 * loaded without a working script means the provider's scripts failed, not the form.
 */
export const SCRIPTS_TIMEOUT_MS = 5_000;

export interface HostedFieldsOptions {
  /** Where the gateway serves its fields; only messages from its origin are heard. */
  gatewayUrl: string;
  /** The number frame tokenised the card: pay with this token. */
  onToken: (paymentToken: string) => void;
  /** Shown when the frames have not all said they are ready within `timeoutMs`. */
  loadFailedMessage: string;
  timeoutMs?: number;
}

/**
 * The gateway's hosted card fields as a page uses them (checkout and a booking's later payments):
 * which frames are ready and what they say (messages from the gateway's origin only), the form
 * that could not load (no 'ready' from every frame in time), and `tokenise` (Pay: the number frame
 * is asked for a token, which comes back through `onToken`; card data never enters this page).
 * `busy` is set from Pay until the caller clears it (the payment answered) or the card is refused.
 */
export function useHostedFields({
  gatewayUrl,
  onToken,
  loadFailedMessage,
  timeoutMs = FIELDS_TIMEOUT_MS,
}: HostedFieldsOptions) {
  const frames = useRef<Partial<Record<CardField, HTMLIFrameElement | null>>>({});
  const [ready, setReady] = useState<Set<CardField>>(new Set());
  const [loaded, setLoaded] = useState<Set<CardField>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gatewayOrigin = new URL(gatewayUrl, window.location.href).origin;
  const allReady = ready.size === CARD_FIELDS.length;
  const allLoaded = loaded.size === CARD_FIELDS.length;
  const tokenReceived = useEffectEvent((paymentToken: string) => onToken(paymentToken));

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== gatewayOrigin || !isGatewayMessage(event.data)) return;
      const message: GatewayMessage = event.data;
      switch (message.type) {
        case 'ready':
          setReady((r) => new Set(r).add(message.field));
          break;
        case 'change':
          setErrors((e) => ({ ...e, [message.field]: message.error }));
          break;
        case 'token':
          tokenReceived(message.paymentToken);
          break;
        case 'tokenError':
          setBusy(false);
          setErrors(message.errors);
          break;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gatewayOrigin]);

  // Frames that never say they are ready: the form could not load.
  useEffect(() => {
    if (allReady) return;
    const timer = setTimeout(() => setFormError((e) => e ?? loadFailedMessage), timeoutMs);
    return () => clearTimeout(timer);
  }, [allReady, loadFailedMessage, timeoutMs]);

  // Frames whose pages loaded but whose scripts never said they are ready: the scripts failed.
  useEffect(() => {
    if (allReady || !allLoaded) return;
    const timer = setTimeout(() => setFormError(PROVIDER_SCRIPTS_FAILED), SCRIPTS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [allReady, allLoaded]);

  function tokenise() {
    if (!allReady || busy) return;
    setBusy(true);
    setFormError(null);
    frames.current.number?.contentWindow?.postMessage(
      { source: 'sunward-checkout', type: 'tokenise' },
      gatewayOrigin,
    );
  }

  return {
    frameRef: (field: CardField) => (el: HTMLIFrameElement | null) => {
      frames.current[field] = el;
    },
    onFrameLoad: (field: CardField) => setLoaded((l) => new Set(l).add(field)),
    allReady,
    errors,
    formError,
    setFormError,
    busy,
    setBusy,
    tokenise,
  };
}

export type HostedFields = ReturnType<typeof useHostedFields>;
