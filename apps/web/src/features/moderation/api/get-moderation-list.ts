// GET /api/admin/{kind}/mgt/search: every complaint, review or rating (deleted ones too), newest first, searched and filtered.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModerationKind, ModerationListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { moderationKeys, type ModerationListParams } from './keys.ts';

export const MODERATION_PAGE_SIZE = 20;

export const getModerationList = (kind: ModerationKind, query: ModerationListParams, signal?: AbortSignal) =>
  api.get<ModerationListResponse>(`/admin/${kind}/mgt/search`, { query: { size: MODERATION_PAGE_SIZE, ...query }, signal });

export const useModerationList = (kind: ModerationKind, query: ModerationListParams) =>
  useQuery({
    queryKey: moderationKeys.list(kind, query),
    queryFn: ({ signal }) => getModerationList(kind, query, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
