// GET /api/chat/{id}: a person's conversations with support and their newest messages (spec: loaded on mount).
import { useQuery } from '@tanstack/react-query';
import type { ChatThread } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { chatKeys } from './keys.ts';

export const getChats = (userId: string, signal?: AbortSignal) => api.get<ChatThread[]>(`/chat/${encodeURIComponent(userId)}`, { signal });

/** Chat calls show a toast, not the error dialog (spec section 8): the caller shows the error. */
export const useChats = (userId: string | undefined) =>
  useQuery({
    queryKey: chatKeys.threads(userId ?? ''),
    queryFn: ({ signal }) => getChats(userId!, signal),
    enabled: Boolean(userId),
    meta: { errorDialog: false },
  });
