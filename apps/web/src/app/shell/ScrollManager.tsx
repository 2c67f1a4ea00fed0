import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { decideScroll, resultsScroll, savedPosition, savePosition } from '../../shared/lib/scroll';

/** Carries out spec 1 §2's scrolling rules on every navigation. */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | undefined>(undefined);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where each history entry was scrolled to, so back/forward can return there.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
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
    });
    previous.current = { key: location.key, pathname: location.pathname };
    let timer: ReturnType<typeof setTimeout> | undefined;
    switch (action.kind) {
      case 'restore':
        timer = setTimeout(
          () => window.scrollTo({ top: action.y, behavior: 'instant' }),
          action.delayMs,
        );
        break;
      case 'hash': {
        // The target may render a moment later (lazy routes, data): try for up to a second.
        let tries = 0;
        const seek = () => {
          const target = document.getElementById(action.id);
          if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
          else if (tries++ < 10) timer = setTimeout(seek, 100);
        };
        seek();
        break;
      }
      case 'top':
        window.scrollTo({ top: 0, behavior: 'instant' });
        break;
      case 'none':
        break;
    }
    return () => clearTimeout(timer);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
