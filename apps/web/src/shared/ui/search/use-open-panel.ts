import { useEffect, useRef, useState } from 'react';

export type PanelName = 'destination' | 'airports' | 'guests';

/**
 * Which panel of the search bar is open: one at a time, and a click outside the bar or Escape
 * closes it (docs/spec/1-shell-search-package.md §2 'Search bar').
 */
export function useOpenPanel() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const barRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (barRef.current && !barRef.current.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  return { open, setOpen, toggle, barRef };
}
