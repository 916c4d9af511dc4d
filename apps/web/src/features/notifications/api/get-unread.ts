// GET /api/notification/unread: the bell's badge. Asked on every page of a signed-in person; the live event refetches it.
import { useQuery } from '@tanstack/react-query';
import type { NotificationUnread } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const getUnreadNotifications = (signal?: AbortSignal) => api.get<NotificationUnread>('/notification/unread', { signal, handleUnauthorized: false });

export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({ queryKey: notificationKeys.unread, queryFn: ({ signal }) => getUnreadNotifications(signal), enabled, meta: { errorDialog: false } });
