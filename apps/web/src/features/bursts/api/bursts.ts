// GET /api/admin/bursts, GET /api/admin/bursts/{id}, POST /api/admin/bursts/{id}/decision (reviews.moderate).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BurstDecisionRequest, BurstDetail, BurstListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const burstKeys = {
  all: ['bursts'] as const,
  list: (status: 'open' | 'ended', page: number) => ['bursts', 'list', status, page] as const,
  one: (id: string, page: number) => ['bursts', 'one', id, page] as const,
};
export const BURST_ITEMS_PAGE_SIZE = 50;

export const useBursts = (status: 'open' | 'ended', page: number) =>
  useQuery({
    queryKey: burstKeys.list(status, page),
    queryFn: ({ signal }) => api.get<BurstListResponse>('/admin/bursts', { query: { status, page, size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBurst = (id: string | null, page: number) =>
  useQuery({
    queryKey: burstKeys.one(id ?? '', page),
    queryFn: ({ signal }) => api.get<BurstDetail>(`/admin/bursts/${encodeURIComponent(id!)}`, { query: { page, size: BURST_ITEMS_PAGE_SIZE }, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

/** A decision refreshes the burst and the queue (an ended burst leaves it). */
export function useDecideBurst(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BurstDecisionRequest) => api.post<BurstDetail>(`/admin/bursts/${encodeURIComponent(id)}/decision`, body),
    meta: { errorDialog: false },
    onSuccess: () => void qc.invalidateQueries({ queryKey: burstKeys.all }),
  });
}
