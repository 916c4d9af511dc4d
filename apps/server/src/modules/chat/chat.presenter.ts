// Rows -> the chat's DTOs. Agents appear by first name with the support address: an agent's own e-mail never leaves.
import { chatPreview, SUPPORT_CHAT_ID, type ChatMessage, type ChatParticipant, type ChatThread, type SupportConversation } from '@redress/contract';
import type { ChatMessageRow, ChatPersonRow, ChatThreadViewRow } from './chat.repository.ts';

/** Who "support" is: the product's support name and address. */
export interface SupportIdentity { name: string; email: string }

type CustomerType = ChatThread['userType'];
const customerType = (p: ChatPersonRow): CustomerType => (p.profileType === 'organization' || p.profileType === 'employee' ? p.profileType : 'user');
const fullName = (p: ChatPersonRow) => `${p.firstName} ${p.lastName}`.trim() || p.email;

export const presentCustomer = (p: ChatPersonRow): ChatParticipant => ({ userId: p.id, userName: fullName(p), userEmail: p.email, userType: 'CUSTOMER' });

export function presentChatMessage(row: ChatMessageRow, support: SupportIdentity): ChatMessage {
  const customer = presentCustomer(row.customer);
  const agent = (id: string | null, firstName: string | null): ChatParticipant => ({
    userId: id ?? SUPPORT_CHAT_ID, userName: firstName ? `${firstName} (${support.name})` : support.name, userEmail: support.email, userType: 'ADMIN',
  });
  const fromCustomer = row.senderType === 'CUSTOMER';
  return {
    id: row.id,
    threadId: row.threadId,
    message: row.message,
    // A customer writes to support (or to the agent who answered); an agent to the thread's customer.
    sender: fromCustomer ? customer : agent(row.senderId, row.senderFirstName),
    recipient: fromCustomer ? agent(row.recipientId, null) : customer,
    source: row.source,
    sentAt: row.sentAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** The conversation and the customer or business on its other side, as both the bubble and the desk name them. */
const threadParty = (row: ChatThreadViewRow) => ({
  id: row.id,
  userId: row.customer.id,
  userName: fullName(row.customer),
  userEmail: row.customer.email,
  userType: customerType(row.customer),
});

export function presentChatThread(row: ChatThreadViewRow, messages: ChatMessage[], viewerIsAgent: boolean): ChatThread {
  return {
    ...threadParty(row),
    isNewChat: false,
    unread: viewerIsAgent ? row.unreadForSupport : row.unreadForUser,
    lastMessageAt: row.lastMessageAt.toISOString(),
    chatDtoList: messages,
  };
}

export function presentConversation(row: ChatThreadViewRow): SupportConversation {
  return {
    ...threadParty(row),
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessagePreview: chatPreview(row.lastMessagePreview),
    unread: row.unreadForSupport,
  };
}
