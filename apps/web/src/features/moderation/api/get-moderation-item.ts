// GET /api/admin/{kind}/{id}: one item with its real author, its history and the decisions that apply now.
import { useQuery } from '@tanstack/react-query';
import type { ModerationDetail, ModerationKind } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { moderationKeys } from './keys.ts';

export const getModerationItem = (kind: ModerationKind, id: string, signal?: AbortSignal) =>
  api.get<ModerationDetail>(`/admin/${kind}/${encodeURIComponent(id)}`, { signal });

export const useModerationItem = (kind: ModerationKind, id: string | null) =>
  useQuery({
    queryKey: moderationKeys.one(kind, id ?? ''),
    queryFn: ({ signal }) => getModerationItem(kind, id!, signal),
    enabled: !!id,
    meta: { errorDialog: false },
  });
