// Company reads several features share (ARCHITECTURE rule 10: features never import each other): the query keys of
// the company calls, so that a write anywhere can refresh every view; one company's public profile
// (GET /api/company/GetCompany/{idOrSlug}, with its products and services); and the categories
// (GET /api/company/GetCategories, kept for 10 minutes: they change rarely).
import { useQuery } from '@tanstack/react-query';
import type { Category, Company, ListResponse } from '@redress/contract';
import { api } from '../lib/api-client.ts';
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
  trending: (limit: number) => ['companies', 'trending', limit] as const,
  compare: (refs: string[]) => ['companies', 'compare', refs.map((r) => r.toLowerCase())] as const,
};

export const getCompany = (ref: string, signal?: AbortSignal) => api.get<Company>(`/company/GetCompany/${encodeURIComponent(ref)}`, { signal });

export const useCompany = (ref: string, enabled = true) =>
  useQuery({ queryKey: companyKeys.one(ref), queryFn: ({ signal }) => getCompany(ref, signal), meta: { errorDialog: false }, enabled });

export const getCategories = (signal?: AbortSignal) => api.get<ListResponse<Category>>('/company/GetCategories', { signal });

export const useCategories = () =>
  useQuery({
    queryKey: companyKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
    meta: { errorDialog: false },
  });
