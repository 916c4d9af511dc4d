// The chat's constants and small helpers without zod, so that the web app's chat loads no schema library.
import type { ChatMessage } from './chat.ts';

/** The longest chat message; longer is a 400 naming `message` (decision 106). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages answered per conversation by GET /chat/{id}: the newest ones. */
export const CHAT_HISTORY_LIMIT = 200;
/** The id standing for "platform support" as a recipient: whichever agent answers. */
export const SUPPORT_CHAT_ID = 'support';
/** The Socket.IO event of a private message (spec section 4: type 'message' plus data). */
export const CHAT_EVENT = 'private-message';
/**
 * Said to every socket when a support agent (support.handle) connects or leaves, on any instance; no payload: a chat
 * that shows whether an agent is online reads GET /chat/support/presence again.
 */
export const SUPPORT_PRESENCE_EVENT = 'support-presence';
/** The spec's chat constants (section 9). */
export const CHAT_SCROLL_DELAY_MS = 200;
export const CHAT_POPUP_WIDTH = 377;
export const CHAT_PREVIEW_LENGTH = 20;

/** The private-message socket event (spec section 4). */
export interface ChatEvent { type: 'message'; data: ChatMessage }

/** The spec's preview: the first 20 characters plus '...', or ' --- ' when there is nothing. */
export function chatPreview(text: string | null | undefined): string {
  if (!text) return ' --- ';
  return text.length > CHAT_PREVIEW_LENGTH ? `${text.slice(0, CHAT_PREVIEW_LENGTH)}...` : text;
}
