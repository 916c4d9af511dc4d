// Query keys of the company calls, in one place so that mutations elsewhere can invalidate them.
/** The query of GET /company/GetCompanies as the web app sends it (the contract's schema coerces strings). */
export interface CompanyListParams { PageNumber: number; PageSize?: number; Filter?: string; FilterByRating?: number; SearchText?: string }

export const companyKeys = {
  all: ['companies'] as const,
  list: (q: CompanyListParams) => ['companies', 'list', q] as const,
  one: (ref: string) => ['companies', 'one', ref.toLowerCase()] as const,
  standing: (ref: string) => ['companies', 'standing', ref.toLowerCase()] as const,
  categories: ['companies', 'categories'] as const,
  top: (limit: number, category?: string) => ['companies', 'top', limit, category ?? ''] as const,
  search: (text: string) => ['companies', 'search', text.toLowerCase()] as const,
  compare: (refs: string[]) => ['companies', 'compare', refs.map((r) => r.toLowerCase())] as const,
};
