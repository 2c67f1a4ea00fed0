import { useEffect } from 'react';
import { useSiteConfig } from '../../shared/api/site';

export function useDocumentTitle(title: string | undefined) {
  const { brandName } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
