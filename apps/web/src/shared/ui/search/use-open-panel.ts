import { useEffect, useRef, useState } from 'react';

export type PanelName = 'destination' | 'airports' | 'guests';

/**
 * Which panel of the search bar is open: one at a time, and a click outside the bar or Escape
 * closes it (docs/spec/1-shell-search-package.md §2 'Search bar'). Closed from inside (its Done
 * button, or Escape while focus is in it), focus goes back to the field that opened it (WCAG
 * 2.4.3 Focus Order), never to the page.
 */
export function useOpenPanel() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const barRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (barRef.current && !barRef.current.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inside = document.getElementById(`${open}-panel`)?.contains(document.activeElement);
      if (inside) focusTrigger(barRef.current, open);
      setOpen(null);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  /** Closes the open panel from inside it, focus back on its field. */
  const closeToField = () => {
    if (open) focusTrigger(barRef.current, open);
    setOpen(null);
  };
  return { open, setOpen, toggle, closeToField, barRef };
}

function focusTrigger(bar: HTMLFormElement | null, panel: PanelName) {
  bar?.querySelector<HTMLElement>(`[aria-controls="${panel}-panel"]`)?.focus();
}
