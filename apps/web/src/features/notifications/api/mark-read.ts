// PUT /api/notification/read/{id} and PUT /api/notification/read-all: the bell's read marks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsReadAll } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const markNotificationRead = (id: string) => api.put<Notification>(`/notification/read/${encodeURIComponent(id)}`);
export const markAllNotificationsRead = () => api.put<NotificationsReadAll>('/notification/read-all');

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }) });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }) });
}
