// GET /api/dispute/{id}: one dispute with its private evidence (its two sides and moderators).
import { useQuery } from '@tanstack/react-query';
import type { Dispute } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { disputeKeys } from './keys.ts';

export const getDispute = (id: string, signal?: AbortSignal) => api.get<Dispute>(`/dispute/${encodeURIComponent(id)}`, { signal });

export const useDispute = (id: string) =>
  useQuery({ queryKey: disputeKeys.one(id), queryFn: ({ signal }) => getDispute(id, signal), meta: { errorDialog: false }, retry: false });
