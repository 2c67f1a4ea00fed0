import { useEffect } from 'react';

/** Each page names itself in the tab (and to screen readers on arrival). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Sunward back office`;
  }, [title]);
}
