// POST /api/chat/send-private-message: the spec's payload; the server takes the sender from the session.
import type { SendChatMessageRequest, SendChatMessageResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const sendChatMessage = (payload: SendChatMessageRequest) => api.post<SendChatMessageResponse>('/chat/send-private-message', payload);
