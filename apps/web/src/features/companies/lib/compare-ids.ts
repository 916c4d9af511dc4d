// The comparison's URL: ?ids=a,b,c with 2 to 4 distinct company ids or slugs.
import { COMPARE_MAX } from '@redress/contract/constants';

export function readCompareIds(params: URLSearchParams): string[] {
  const raw = params.getAll('ids').join(',').split(',').map((s) => s.trim()).filter(Boolean);
  const seen = new Set<string>();
  return raw.filter((id) => {
    const k = id.toLowerCase();
    if (seen.has(k) || !/^[a-z0-9-]{1,80}$/i.test(id)) return false;
    seen.add(k);
    return true;
  }).slice(0, COMPARE_MAX);
}

/** `?ids=a,b` with the comma kept readable. */
export const compareQuery = (ids: string[]) => (ids.length ? `?ids=${ids.map(encodeURIComponent).join(',')}` : '');
