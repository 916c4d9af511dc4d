// GET /api/company/search?searchText=: typo-tolerant, best match first, at most 10. The caller debounces the text.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanySearchResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const searchCompanies = (searchText: string, signal?: AbortSignal) =>
  api.get<CompanySearchResponse>('/company/search', { query: { searchText }, signal });

/** Asks only for non-blank text; results stay fresh for a minute, so going back and forth costs no calls. */
export function useCompanySearch(text: string) {
  const q = text.trim().slice(0, 100);
  return useQuery({
    queryKey: companyKeys.search(q),
    queryFn: ({ signal }) => searchCompanies(q, signal),
    select: (r) => r.data,
    enabled: q.length > 0,
    // The last answer stays listed while the next one is on its way.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorDialog: false },
  });
}
