// The support chat (spec sections 3, 4 and 7): a customer's or business's conversation with platform support.
import { z } from 'zod';
import { listResponseSchema, PageQuerySchema } from './pagination.ts';

export * from './chat-constants.ts';
import { CHAT_MESSAGE_MAX } from './chat-constants.ts';

export const ChatUserTypeSchema = z.enum(['CUSTOMER', 'ADMIN']);
export type ChatUserType = z.infer<typeof ChatUserTypeSchema>;

export const ChatParticipantSchema = z.object({
  userEmail: z.string(),
  userId: z.string(),
  userName: z.string(),
  userType: ChatUserTypeSchema,
}).meta({ id: 'ChatParticipant' });
export type ChatParticipant = z.infer<typeof ChatParticipantSchema>;

const participantInput = z.object({
  userEmail: z.string().max(320).optional().default(''),
  userId: z.string({ error: 'is required' }).min(1, 'is required').max(64),
  userName: z.string().max(200).optional().default(''),
  userType: ChatUserTypeSchema.optional(),
});

/**
 * The spec's payload. The server takes the sender from the session (a `sender.userId` naming someone else is a 403),
 * and its own clock for `sentAt`.
 */
export const SendChatMessageRequestSchema = z.object({
  message: z.string({ error: 'is required' }).trim().min(1, 'is required').max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`),
  recipient: participantInput,
  sender: participantInput.partial().optional(),
  source: z.string().max(50, 'must be at most 50 characters').optional(),
  sentAt: z.string().max(40).optional(),
}).meta({ id: 'SendChatMessageRequest' });
export type SendChatMessageRequest = z.input<typeof SendChatMessageRequestSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  message: z.string(),
  recipient: ChatParticipantSchema,
  sender: ChatParticipantSchema,
  source: z.string(),
  sentAt: z.string(),
  /** When the recipient read it; null while unread. */
  readAt: z.string().nullable(),
}).meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One conversation: the customer's side (userId, userName, userEmail) and its messages, oldest first. */
export const ChatThreadSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userType: z.enum(['user', 'organization', 'employee']),
  isNewChat: z.boolean(),
  /** Messages the viewer has not read yet (the customer's own count for a customer, support's for an agent). */
  unread: z.number().int(),
  lastMessageAt: z.string(),
  chatDtoList: z.array(ChatMessageSchema),
}).meta({ id: 'ChatThread' });
export type ChatThread = z.infer<typeof ChatThreadSchema>;

export const ChatThreadListSchema = z.array(ChatThreadSchema).meta({ id: 'ChatThreadList' });

export const SendChatMessageResponseSchema = z.object({ returnId: z.string(), data: ChatMessageSchema }).meta({ id: 'SendChatMessageResponse' });
export type SendChatMessageResponse = z.infer<typeof SendChatMessageResponseSchema>;

/** PUT /chat/read?chatIds=a&chatIds=b: message ids, the parameter repeated (one id is a string). */
export const ChatReadQuerySchema = z.object({
  chatIds: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.uuid({ error: 'must be message ids' }), { error: 'is required' })
    .min(1, 'is required').max(200, 'at most 200 at once')),
});
export const ChatReadResponseSchema = z.object({ updated: z.number().int() }).meta({ id: 'ChatReadResponse' });
export type ChatReadResponse = z.infer<typeof ChatReadResponseSchema>;

/** Whether an agent who answers the support chat has the product open now, on any instance. */
export const SupportPresenceSchema = z.object({ agentOnline: z.boolean() }).meta({ id: 'SupportPresence' });
export type SupportPresence = z.infer<typeof SupportPresenceSchema>;

/** A row of the support desk: one open conversation. */
export const SupportConversationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userType: z.enum(['user', 'organization', 'employee']),
  lastMessageAt: z.string(),
  /** The first 20 characters of the last message. */
  lastMessagePreview: z.string(),
  /** Customer messages no agent has read yet. */
  unread: z.number().int(),
}).meta({ id: 'SupportConversation' });
export type SupportConversation = z.infer<typeof SupportConversationSchema>;

export const SupportConversationListSchema = listResponseSchema(SupportConversationSchema).meta({ id: 'SupportConversationList' });
export type SupportConversationList = z.infer<typeof SupportConversationListSchema>;

export const SupportListQuerySchema = PageQuerySchema;
export const SupportSearchQuerySchema = PageQuerySchema.extend({
  searchText: z.string({ error: 'is required' }).trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
});
export type SupportSearchQuery = z.input<typeof SupportSearchQuerySchema>;

