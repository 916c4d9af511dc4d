// GET /api/admin/users/profile/activity/{id}: sign-ins, posts and moderation decisions, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserActivityListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export const ACTIVITY_PAGE_SIZE = 20;

export const getUserActivity = (id: string, page: number, signal?: AbortSignal) =>
  api.get<UserActivityListResponse>(`/admin/users/profile/activity/${encodeURIComponent(id)}`, { query: { page, size: ACTIVITY_PAGE_SIZE }, signal });

export const useUserActivity = (id: string, page: number) =>
  useQuery({ queryKey: userKeys.activity(id, page), queryFn: ({ signal }) => getUserActivity(id, page, signal), placeholderData: keepPreviousData, meta: { errorDialog: false } });
