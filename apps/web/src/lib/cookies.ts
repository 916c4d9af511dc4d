// Small cookie helpers, and the spec's rule: a `companyId` query on any page is saved in a cookie with the path.
export const COMPANY_COOKIE = 'company_id';

export function readCookie(name: string, source = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 30 * 24 * 3600) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export interface SavedCompany { companyId: string; path: string }

/** Saves `{ companyId, path }` when the query string carries a companyId; answers what was saved, if anything. */
export function saveCompanyFromQuery(search: string, pathname: string): SavedCompany | undefined {
  const companyId = new URLSearchParams(search).get('companyId');
  if (!companyId || companyId.length > 100) return undefined;
  const saved = { companyId, path: pathname };
  writeCookie(COMPANY_COOKIE, JSON.stringify(saved));
  return saved;
}

export function readSavedCompany(): SavedCompany | undefined {
  const raw = readCookie(COMPANY_COOKIE);
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<SavedCompany>;
    return typeof v.companyId === 'string' && typeof v.path === 'string' ? { companyId: v.companyId, path: v.path } : undefined;
  } catch {
    return undefined;
  }
}
