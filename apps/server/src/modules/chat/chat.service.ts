// The support chat's use-cases: a customer or business writes to support, an agent (support.handle) answers in the
// customer's conversation; read marks; the support desk's list and search. The sender is always the session's account.
import {
  CHAT_HISTORY_LIMIT, SUPPORT_CHAT_ID, type ChatMessage, type ChatReadResponse, type ChatThread, type SendChatMessageRequest, type SendChatMessageResponse,
  type SupportConversationList, type SupportPresence,
} from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import type { z } from 'zod';
import type { SendChatMessageRequestSchema } from '@redress/contract';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { NotificationItem, Notifier } from '../notifications/notifications.service.ts';
import type { ChatMessageSent } from './chat.events.ts';
import { canAskSupport, canMarkRead, canReadChatsOf, isSupportAgent } from './chat.policy.ts';
import { presentChatMessage, presentChatThread, presentConversation, type SupportIdentity } from './chat.presenter.ts';
import * as repo from './chat.repository.ts';

export interface ChatDeps {
  database: Database;
  /** The bell: a customer or business is told when support answers them (spec 4: '{sender} sent you a message'). */
  notifier: Notifier;
  support: SupportIdentity;
  publish: (e: ChatMessageSent) => void;
  /** Whether an agent has a socket open now, on any instance. */
  agentOnline: () => Promise<boolean>;
  now: () => Date;
}

/** GET /chat/support/presence: whether an agent is online now (the chat header says so, or that none is). */
export async function getSupportPresence(deps: ChatDeps): Promise<SupportPresence> {
  return { agentOnline: await deps.agentOnline() };
}

type SendInput = z.output<typeof SendChatMessageRequestSchema>;
export type { SendChatMessageRequest };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /chat/{id}: a person's conversations with their newest messages; their own only, any for an agent. */
export async function listChatsOf(deps: ChatDeps, actor: Actor, userId: string): Promise<ChatThread[]> {
  if (!canReadChatsOf(actor, userId)) {
    if (!isSupportAgent(actor) && actor.role === 'admin') throw AppError.forbidden('You need the support.handle permission to do this');
    throw AppError.notFound('Conversation');
  }
  const db = deps.database.db;
  const threads = await repo.listThreadsOfUser(db, userId);
  const messages = await repo.listMessagesOfThreads(db, threads.map((t) => t.id), CHAT_HISTORY_LIMIT);
  const byThread = new Map<string, ChatMessage[]>();
  for (const m of messages) byThread.set(m.threadId, [...(byThread.get(m.threadId) ?? []), presentChatMessage(m, deps.support)]);
  return threads.map((t) => presentChatThread(t, byThread.get(t.id) ?? [], isSupportAgent(actor)));
}

/** POST /chat/send-private-message. */
export async function sendPrivateMessage(deps: ChatDeps, actor: Actor, input: SendInput): Promise<SendChatMessageResponse> {
  if (input.sender?.userId && input.sender.userId !== actor.id) {
    throw new AppError('FORBIDDEN', 'sender: you can only send as yourself', [{ field: 'sender', message: 'must be you' }]);
  }
  const db = deps.database.db;
  const agent = isSupportAgent(actor);
  if (!agent && !canAskSupport(actor)) throw AppError.forbidden('You need the support.handle permission to do this');

  let customerId: string;
  let recipientId: string | null;
  if (agent) {
    // An agent answers in an existing conversation: the recipient is its customer.
    customerId = input.recipient.userId;
    const thread = UUID.test(customerId) ? await repo.findOpenThread(db, customerId) : undefined;
    if (!thread) throw AppError.notFound('Conversation');
    recipientId = customerId;
  } else {
    // A customer or business writes to support: "support" itself, or an agent by id.
    const to = input.recipient.userId;
    const toSupport = to === SUPPORT_CHAT_ID || (UUID.test(to) && (await repo.isSupportAccount(db, to)));
    if (!toSupport) throw AppError.badRequest('recipient: must be support', [{ field: 'recipient', message: 'must be support' }]);
    customerId = actor.id;
    recipientId = to === SUPPORT_CHAT_ID ? null : to;
  }

  const at = deps.now();
  const { id, raised } = await db.transaction(async (tx) => {
    const thread = await repo.ensureOpenThread(tx, customerId);
    // A question is new when support had read everything before it: then every agent's bell rings once (not per message).
    const newQuestion = !agent && thread.unreadForSupport === 0;
    const row = await repo.insertMessage(tx, {
      threadId: thread.id, senderId: actor.id, senderType: agent ? 'ADMIN' : 'CUSTOMER', recipientId, message: input.message,
      source: input.source || 'redress', sentAt: at,
    });
    await repo.bumpThread(tx, thread.id, at, input.message.slice(0, 21), agent ? 'user' : 'support');
    // Support's answer rings the customer's bell; a new question rings the agents' (the desk's unread counts follow
    // every message live).
    const told = agent
      ? await deps.notifier.raise(tx, [{
        to: { userId: customerId }, type: 'message', title: `${deps.support.name} sent you a message`,
        subtitle: input.message.slice(0, 80), action: null, actorId: actor.id,
      }])
      : newQuestion
        ? await deps.notifier.raise(tx, await askedSupport(tx, actor.id, input.message))
        : [];
    return { id: row.id, raised: told };
  });
  const message = presentChatMessage((await repo.findMessage(db, id))!, deps.support);
  deps.publish({ message, customerId, senderId: actor.id });
  deps.notifier.announce(raised);
  return { returnId: id, data: message };
}

/** A new question: one notification per support agent, naming who asks. */
async function askedSupport(tx: Tx, askerId: string, message: string): Promise<NotificationItem[]> {
  const [agents, name] = await Promise.all([repo.listSupportAgentIds(tx), repo.findAskerName(tx, askerId)]);
  return agents.map((agentId) => ({
    to: { userId: agentId }, type: 'message', title: `${name} asked support a question`, subtitle: message.slice(0, 80), action: '/admin/support', actorId: askerId,
  }));
}

/** PUT /chat/read: the recipient marks messages read. One that is not the caller's to mark fails the whole call. */
export async function markChatsRead(deps: ChatDeps, actor: Actor, ids: string[]): Promise<ChatReadResponse> {
  const unique = [...new Set(ids)];
  const db = deps.database.db;
  const found = await repo.findMessagesForRead(db, unique);
  if (found.length !== unique.length || found.some((m) => !canMarkRead(actor, m))) throw AppError.notFound('Chat message');
  const updated = await db.transaction((tx) => repo.markRead(tx, unique, deps.now()));
  return { updated };
}

/** GET /admin/support and /admin/support/search: open conversations, newest first. */
export async function listSupportConversations(deps: ChatDeps, query: { page: number; size: number; searchText?: string }): Promise<SupportConversationList> {
  const { rows, total } = await repo.listConversations(deps.database.db, query.page, query.size, query.searchText);
  return { data: rows.map(presentConversation), meta: buildListMeta(query.page, query.size, total) };
}
