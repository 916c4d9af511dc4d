// Products and services of a company: list, add (with an optional image) and remove.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProductRequest, CreatedIdResponse, ListResponse, MessageResponse, Product } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export type CatalogueKind = 'product' | 'service';
export type CatalogueItem = Product;

const base = (kind: CatalogueKind) => (kind === 'product' ? { prefix: '/Products', plural: 'Products', singular: 'Product' } : { prefix: '/Services', plural: 'Services', singular: 'Service' });
export const catalogueKey = (kind: CatalogueKind, companyId: string) => ['business', 'catalogue', kind, companyId] as const;

/** A company shows at most this many of each on its management page. */
export const CATALOGUE_PAGE_SIZE = 100;

export function getCompanyCatalogue(kind: CatalogueKind, companyId: string) {
  const b = base(kind);
  return api.get<ListResponse<CatalogueItem>>(`${b.prefix}/Get${b.plural}ForCompany/${encodeURIComponent(companyId)}`, { query: { page: 1, size: CATALOGUE_PAGE_SIZE } });
}

export const useCompanyCatalogue = (kind: CatalogueKind, companyId: string) =>
  useQuery({ queryKey: catalogueKey(kind, companyId), queryFn: () => getCompanyCatalogue(kind, companyId) });

export function useCreateCatalogueItem(kind: CatalogueKind, companyId: string) {
  const qc = useQueryClient();
  const b = base(kind);
  return useMutation({
    mutationFn: (input: CreateProductRequest) => api.post<CreatedIdResponse>(`${b.prefix}/Create${b.singular}`, { ...input, companyId }),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogueKey(kind, companyId) }),
  });
}

export function useDeleteCatalogueItem(kind: CatalogueKind, companyId: string) {
  const qc = useQueryClient();
  const b = base(kind);
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`${b.prefix}/Delete${b.singular}/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogueKey(kind, companyId) }),
  });
}
