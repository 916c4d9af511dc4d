// GET /api/admin/users/{id}: one account for the admin, with its status and last sign-in.
import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export const getUser = (id: string, signal?: AbortSignal) => api.get<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, { signal });

/** A 404 or a refusal is shown by the page, not the error dialog. */
export const useUser = (id: string) =>
  useQuery({ queryKey: userKeys.one(id), queryFn: ({ signal }) => getUser(id, signal), enabled: !!id, meta: { errorDialog: false } });
