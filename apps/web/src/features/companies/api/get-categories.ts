// GET /api/company/GetCategories: every category, by name. They change rarely, so they are kept for 10 minutes.
import { useQuery } from '@tanstack/react-query';
import type { Category, ListMeta } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from './keys.ts';

export const getCategories = (signal?: AbortSignal) => api.get<{ data: Category[]; meta: ListMeta }>('/company/GetCategories', { signal });

export const useCategories = () =>
  useQuery({
    queryKey: companyKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
    meta: { errorDialog: false },
  });
