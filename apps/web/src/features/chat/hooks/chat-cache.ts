// The chat's cached conversations, changed in place when a message is sent or arrives (spec section 4: an incoming
// message is appended, or replaces the one with its id; a conversation not yet known is loaded).
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatThread } from '@redress/contract';
import { chatKeys } from '../api/keys.ts';

/** Whose conversation a message belongs to: the customer's side. */
export const customerOf = (m: ChatMessage) => (m.sender.userType === 'CUSTOMER' ? m.sender.userId : m.recipient.userId);

export function addMessage(qc: QueryClient, message: ChatMessage, viewerId: string) {
  const key = chatKeys.threads(customerOf(message));
  const threads = qc.getQueryData<ChatThread[]>(key);
  const thread = threads?.find((t) => t.id === message.threadId);
  if (!threads || !thread) {
    void qc.invalidateQueries({ queryKey: key });
    return;
  }
  const known = thread.chatDtoList.some((m) => m.id === message.id);
  const toMe = message.sender.userId !== viewerId && !known && !message.readAt;
  qc.setQueryData<ChatThread[]>(key, threads.map((t) => (t.id !== thread.id ? t : {
    ...t,
    lastMessageAt: message.sentAt,
    unread: t.unread + (toMe ? 1 : 0),
    chatDtoList: known ? t.chatDtoList.map((m) => (m.id === message.id ? message : m)) : [...t.chatDtoList, message],
  })).sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)));
}
