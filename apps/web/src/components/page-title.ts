// The spec's title template '%s | {brand}'.
import { useEffect } from 'react';
import { useBrandName } from './brand.ts';

export function formatTitle(title: string, brand: string) {
  return title ? `${title} | ${brand}` : brand;
}

export function usePageTitle(title: string) {
  const brand = useBrandName();
  useEffect(() => {
    document.title = formatTitle(title, brand);
  }, [title, brand]);
}
