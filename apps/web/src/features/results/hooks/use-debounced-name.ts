import { useEffect, useState } from 'react';

/** docs/spec/1-shell-search-package.md names no delay for this box: long enough to skip the letters of a word typed at speed. */
export const HOTEL_NAME_DEBOUNCE_MS = 250;

/**
 * The hotel-name search as the server is asked for it: settled once typing pauses, so a word
 * typed costs one request, not one per letter. A cleared box applies at once.
 */
export function useDebouncedName(name: string, ms = HOTEL_NAME_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(name);
  const cleared = name.trim() === '';
  useEffect(() => {
    if (name === settled) return;
    const timer = setTimeout(() => setSettled(name), cleared ? 0 : ms);
    return () => clearTimeout(timer);
  }, [name, settled, cleared, ms]);
  return cleared ? '' : settled;
}
