// Private messages as they arrive (spec section 4): added to the conversation they belong to, the desk's lists
// refreshed, and, for customers and businesses, a short sound when someone else wrote.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_EVENT, type ChatEvent } from '@redress/contract/chat-constants';
import { subscribe } from '../../../lib/socket.ts';
import { chatKeys } from '../api/keys.ts';
import { addMessage } from './chat-cache.ts';
import { playMessageSound } from './message-sound.ts';

export function useLiveChat(viewerId: string | undefined, opts: { sound?: boolean } = {}) {
  const qc = useQueryClient();
  const { sound = false } = opts;
  useEffect(() => {
    if (!viewerId) return;
    return subscribe<ChatEvent>(CHAT_EVENT, (event) => {
      if (event?.type !== 'message') return;
      addMessage(qc, event.data, viewerId);
      void qc.invalidateQueries({ queryKey: chatKeys.desk });
      if (sound && event.data.sender.userId !== viewerId) playMessageSound();
    });
  }, [qc, viewerId, sound]);
}
