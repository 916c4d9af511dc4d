// GET /api/admin/digest/preview?week=: the weekly digest of a week (the last finished one by default), rendered as
// subscribers get it (support.handle).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DigestPreview } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const getDigestPreview = (week: string | undefined, signal?: AbortSignal) =>
  api.get<DigestPreview>('/admin/digest/preview', { query: week ? { week } : {}, signal });

export const useDigestPreview = (week: string | undefined) =>
  useQuery({
    queryKey: ['digest-preview', week ?? 'last'] as const,
    queryFn: ({ signal }) => getDigestPreview(week, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
