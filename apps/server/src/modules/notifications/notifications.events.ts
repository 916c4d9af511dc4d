// Raised notifications -> the recipient's room (rooms.user or rooms.company, every member's sockets), after the
// transaction that stored them committed. Crosses instances through the Postgres adapter like every other event.
import type { Server } from 'socket.io';
import { NOTIFICATION_EVENT, type NotificationEvent } from '@redress/contract';
import { rooms } from '../../plugins/realtime.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationRow } from './notifications.repository.ts';

export const roomOf = (n: Pick<NotificationRow, 'userId' | 'companyId'>) => (n.userId ? rooms.user(n.userId) : rooms.company(n.companyId!));

export function announceNotifications(io: Server | undefined, raised: readonly NotificationRow[]): void {
  if (!io) return;
  for (const n of raised) {
    const event: NotificationEvent = { notification: presentNotification(n), forCompany: n.userId === null };
    io.to(roomOf(n)).emit(NOTIFICATION_EVENT, event);
  }
}
