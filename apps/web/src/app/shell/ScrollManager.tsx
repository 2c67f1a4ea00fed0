import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  decideScroll,
  keepsScroll,
  resultsScroll,
  savedPosition,
  savePosition,
} from '../../shared/lib/scroll';

/** Carries out docs/spec/1-shell-search-package.md §2's scrolling rules on every navigation. */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | undefined>(undefined);
  // A pending restore survives same-page URL replacements (e.g. results syncing their filters).
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where each history entry was scrolled to, so back/forward can return there.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    let height = document.documentElement.scrollHeight;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const now = document.documentElement.scrollHeight;
        // A page that shrank (e.g. the next route replacing this one) clamps the offset: that is
        // not where the customer was.
        if (now >= height) savePosition(key, window.scrollY);
        height = now;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useEffect(() => {
    const action = decideScroll({
      navigationType,
      pathname: location.pathname,
      previousPathname: previous.current?.pathname,
      hash: location.hash,
      savedY: savedPosition(location.key),
      resultsY: resultsScroll(),
      keepScroll: keepsScroll(location.state),
    });
    previous.current = { key: location.key, pathname: location.pathname };
    if (action.kind === 'none') return;
    clearTimeout(pending.current);
    if (action.kind === 'restore') {
      pending.current = setTimeout(
        () => window.scrollTo({ top: action.y, behavior: 'instant' }),
        action.delayMs,
      );
    } else if (action.kind === 'hash') {
      // The target may render a moment later (lazy routes, data): try for up to a second.
      let tries = 0;
      const seek = () => {
        const target = document.getElementById(action.id);
        if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else if (tries++ < 10) pending.current = setTimeout(seek, 100);
      };
      seek();
    } else {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    // location.state belongs to location.key: a new state is a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
