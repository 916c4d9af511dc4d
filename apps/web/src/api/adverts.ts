// GET /api/adverts?placement=: the adverts live now, for the side column (each read counts one impression, decision 128).
import { useQuery } from '@tanstack/react-query';
import type { AdvertPlacement, LiveAdvertList } from '@redress/contract';
import { api } from '../lib/api-client.ts';

export const getLiveAdverts = (placement: AdvertPlacement, signal?: AbortSignal) => api.get<LiveAdvertList>('/adverts', { query: { placement }, signal });

export const useLiveAdverts = (placement: AdvertPlacement) =>
  useQuery({
    queryKey: ['adverts', 'live', placement] as const,
    queryFn: ({ signal }) => getLiveAdverts(placement, signal),
    // One read (and one impression) per visit to a page, not per re-render.
    staleTime: 60_000,
    meta: { errorDialog: false },
  });
