import { useEffect, useRef } from 'react';

/** docs/spec/2-checkout-payment.md 'Booking confirmation screen': confetti of 100 pieces. */
export const CONFETTI_PIECES = 100;

/**
 * Throws the confetti once, the first time `ready` is true. The library is loaded on demand (it is
 * only ever needed here) and skips itself for visitors who prefer reduced motion. It draws on the
 * page's own thread: the library's default cannon starts a worker from a blob: URL, which the site's
 * Content-Security-Policy (scripts from 'self' only) rightly refuses.
 */
export function useConfettiOnce(ready: boolean) {
  const thrown = useRef(false);
  useEffect(() => {
    if (!ready || thrown.current) return;
    thrown.current = true;
    import('canvas-confetti')
      .then(({ default: confetti }) =>
        confetti.create(undefined, { resize: true, useWorker: false })({
          particleCount: CONFETTI_PIECES,
          spread: 75,
          startVelocity: 40,
          origin: { y: 0.35 },
          colors: ['#fbbf24', '#f59e0b', '#1582a6', '#0b4f6c', '#e4572e', '#ffffff'],
          disableForReducedMotion: true,
        }),
      )
      .catch(() => {
        // No canvas (old browser, print preview): the page is complete without it.
      });
  }, [ready]);
}
