// GET /api/notification?page=: the panel's list, newest first, a page at a time ("Load more").
import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@redress/contract';
import { NOTIFICATION_PAGE_SIZE } from '@redress/contract/notification-constants';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

export const getNotifications = (page: number, signal?: AbortSignal) =>
  api.get<NotificationListResponse>('/notification', { query: { page, size: NOTIFICATION_PAGE_SIZE }, signal });

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.nextPage ?? undefined,
  });
