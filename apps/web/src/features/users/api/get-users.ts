// GET /api/admin/users: every account, newest first, searched by e-mail or name and filtered by role and status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys, type UserListParams } from './keys.ts';

export const USER_PAGE_SIZE = 20;

export const getUsers = (query: UserListParams, signal?: AbortSignal) =>
  api.get<AdminUserListResponse>('/admin/users', { query: { size: USER_PAGE_SIZE, ...query }, signal });

/** The previous page stays on screen while the next one loads; the list shows its own error. */
export const useUsers = (query: UserListParams) =>
  useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
