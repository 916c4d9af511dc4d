// Query keys of the admin's user calls, in one place so that every status change refreshes what it touches.
import type { AdminUser } from '@redress/contract';

/** The query of GET /admin/users as the web app sends it. */
export interface UserListParams { search?: string; profileType?: AdminUser['profileType']; status?: AdminUser['status']; page: number }

export const userKeys = {
  lists: ['admin-users', 'list'] as const,
  list: (q: UserListParams) => ['admin-users', 'list', q] as const,
  one: (id: string) => ['admin-users', 'one', id] as const,
  activity: (id: string, page: number) => ['admin-users', 'activity', id, page] as const,
};
