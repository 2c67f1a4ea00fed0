/**
 * Moves focus to a field without the reaction a person's own focusing gets (an airport field opens
 * its suggestions when a person focuses it; focus sent to the first invalid field after a failed
 * save must not open a list over the form). The field sees the mark in its focus handler, which
 * runs during `focus()`.
 */
export function focusOnly(el: HTMLElement): void {
  el.dataset.focusOnly = 'true';
  try {
    el.focus();
  } finally {
    delete el.dataset.focusOnly;
  }
}

/** Whether the focus event being handled was sent by `focusOnly`. */
export const isFocusOnly = (el: HTMLElement): boolean => el.dataset.focusOnly === 'true';
