// A sent chat message -> the customer's rooms, the agents' room and the sender's other tabs (ARCHITECTURE rule 9).
// Unlike complaint events, a private message carries its text: only its two sides hear it.
import type { Server } from 'socket.io';
import { CHAT_EVENT, SUPPORT_PRESENCE_EVENT, type ChatEvent, type ChatMessage } from '@redress/contract';
import { answersSupport, rooms } from '../../plugins/realtime.ts';

export interface ChatMessageSent { message: ChatMessage; customerId: string; senderId: string }

export const roomsOf = (e: ChatMessageSent): string[] => [...new Set([rooms.user(e.customerId), rooms.user(e.senderId), rooms.support])];

export function createChatPublisher(io: Server | undefined): (e: ChatMessageSent) => void {
  return (e) => {
    if (!io) return;
    const event: ChatEvent = { type: 'message', data: e.message };
    io.to(roomsOf(e)).emit(CHAT_EVENT, event);
  };
}

/**
 * Whether an agent is online: a socket in the support room on any instance (the PostgreSQL adapter asks the others and
 * waits for their answers; alone, it counts its own).
 */
export function createSupportPresence(io: Server | undefined): () => Promise<boolean> {
  return async () => (io ? (await io.in(rooms.support).fetchSockets()).length > 0 : false);
}

/** An agent's socket that comes or goes tells every socket, on every instance, to read the presence again. */
export function announceSupportPresence(io: Server | undefined): void {
  io?.on('connection', (socket) => {
    if (!answersSupport(socket.data.actor as Parameters<typeof answersSupport>[0])) return;
    io.emit(SUPPORT_PRESENCE_EVENT);
    socket.on('disconnect', () => io.emit(SUPPORT_PRESENCE_EVENT));
  });
}
