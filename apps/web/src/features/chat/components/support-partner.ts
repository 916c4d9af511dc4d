// Who a customer talks to: the first agent who answered in the thread (spec section 6), else the product's support.
import { SUPPORT_CHAT_ID } from '@redress/contract/chat-constants';
import type { ChatParticipant, ChatThread } from '@redress/contract';

export function supportPartner(thread: ChatThread | undefined, brandName: string): ChatParticipant {
  const agent = thread?.chatDtoList.find((m) => m.sender.userType === 'ADMIN')?.sender;
  // Messages always go to support itself, whichever agent answers next.
  return { userId: SUPPORT_CHAT_ID, userName: agent?.userName ?? `${brandName} Support`, userEmail: agent?.userEmail ?? '', userType: 'ADMIN' };
}

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
