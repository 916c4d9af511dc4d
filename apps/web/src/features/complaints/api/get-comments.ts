// GET /api/complaint/commentByComplaintId/{id}?page=&size=20: every comment, oldest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentListResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { COMPLAINT_PAGE_SIZE } from './get-complaints.ts';
import { complaintKeys } from './keys.ts';

export const getComments = (complaintId: string, page: number, signal?: AbortSignal) =>
  api.get<CommentListResponse>(`/complaint/commentByComplaintId/${encodeURIComponent(complaintId)}`, { query: { page, size: COMPLAINT_PAGE_SIZE }, signal });

/** Asked only once the reader opens "View all comments". */
export const useComments = (complaintId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: complaintKeys.comments(complaintId),
    queryFn: ({ pageParam, signal }) => getComments(complaintId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.nextPage ?? undefined,
    enabled,
  });
