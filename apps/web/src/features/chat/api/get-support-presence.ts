// GET /api/chat/support/presence: whether a support agent has the product open now, read again whenever the server says
// an agent came or went (the "support-presence" socket event, from any instance).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUPPORT_PRESENCE_EVENT } from '@redress/contract/chat-constants';
import type { SupportPresence } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { subscribe } from '../../../lib/socket.ts';
import { chatKeys } from './keys.ts';

export const getSupportPresence = (signal?: AbortSignal) => api.get<SupportPresence>('/chat/support/presence', { signal });

export function useSupportPresence() {
  const qc = useQueryClient();
  useEffect(() => subscribe(SUPPORT_PRESENCE_EVENT, () => void qc.invalidateQueries({ queryKey: chatKeys.presence })), [qc]);
  return useQuery({ queryKey: chatKeys.presence, queryFn: ({ signal }) => getSupportPresence(signal), meta: { errorDialog: false } });
}
