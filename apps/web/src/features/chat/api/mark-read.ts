// PUT /api/chat/read?chatIds=...: the messages addressed to me that I have now seen (the parameter repeated).
import type { ChatReadResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const markChatsRead = (chatIds: string[]) => api.put<ChatReadResponse>('/chat/read', undefined, { query: { chatIds } });
