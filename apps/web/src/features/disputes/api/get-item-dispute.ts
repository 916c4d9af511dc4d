// GET /api/dispute?itemKind=&itemId=: the item's latest dispute, for its author, its company's side and moderators.
import { useQuery } from '@tanstack/react-query';
import type { Dispute, DisputeItemKind } from '@redress/contract';
import { api, ApiError } from '../../../lib/api-client.ts';
import { disputeKeys } from './keys.ts';

/** null when the item has no dispute the caller may read. */
export const getItemDispute = async (kind: DisputeItemKind, itemId: string, signal?: AbortSignal): Promise<Dispute | null> => {
  try {
    return await api.get<Dispute>('/dispute', { query: { itemKind: kind, itemId }, signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
};

export const useItemDispute = (kind: DisputeItemKind, itemId: string, enabled: boolean) =>
  useQuery({ queryKey: disputeKeys.ofItem(kind, itemId), queryFn: ({ signal }) => getItemDispute(kind, itemId, signal), enabled, meta: { errorDialog: false } });
