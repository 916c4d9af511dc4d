// GET /api/company/GetCompanies: a page of rating cards, best score first, filtered by category, stars and text.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys, type CompanyListParams } from '../../../api/companies.ts';

export const getCompanies = (query: CompanyListParams, signal?: AbortSignal) =>
  api.get<CompanyListResponse>('/company/GetCompanies', { query: { ...query }, signal });

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export const useCompanies = (query: CompanyListParams) =>
  useQuery({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
