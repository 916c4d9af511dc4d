// Who may do what in the support chat: pure functions of the actor and a message's side (tested as a table).
import type { Actor } from '../../lib/tokens.ts';

/** An admin who answers support chats. */
export const isSupportAgent = (actor: Actor): boolean => actor.role === 'admin' && actor.permissions.includes('support.handle');

/** Customers, businesses and their employees talk to support; admins answer instead. */
export const canAskSupport = (actor: Actor): boolean => actor.role === 'user' || actor.role === 'organization' || actor.role === 'employee';

/** A person's own conversations; any conversation for an agent. */
export const canReadChatsOf = (actor: Actor, userId: string): boolean => isSupportAgent(actor) || (canAskSupport(actor) && actor.id === userId);

/** A read mark is set by the message's recipient: the thread's customer for an agent's message, an agent for a customer's. */
export function canMarkRead(actor: Actor, message: { threadUserId: string; senderType: 'CUSTOMER' | 'ADMIN' }): boolean {
  if (message.senderType === 'CUSTOMER') return isSupportAgent(actor);
  return canAskSupport(actor) && actor.id === message.threadUserId;
}
