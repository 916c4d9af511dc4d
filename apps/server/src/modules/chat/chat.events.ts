// A sent chat message -> the customer's rooms, the agents' room and the sender's other tabs (ARCHITECTURE rule 9).
// Unlike complaint events, a private message carries its text: only its two sides hear it.
import type { Server } from 'socket.io';
import { CHAT_EVENT, type ChatEvent, type ChatMessage } from '@redress/contract';
import { rooms } from '../../plugins/realtime.ts';

export interface ChatMessageSent { message: ChatMessage; customerId: string; senderId: string }

export const roomsOf = (e: ChatMessageSent): string[] => [...new Set([rooms.user(e.customerId), rooms.user(e.senderId), rooms.support])];

export function createChatPublisher(io: Server | undefined): (e: ChatMessageSent) => void {
  return (e) => {
    if (!io) return;
    const event: ChatEvent = { type: 'message', data: e.message };
    io.to(roomsOf(e)).emit(CHAT_EVENT, event);
  };
}
