// Appeals (issue 39): the author's POST /api/moderation/appeals and GET /api/moderation/mine; the moderators' queue
// GET /api/admin/appeals and POST /api/admin/appeals/{id}/decision.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Appeal, AppealListResponse, AppealStatus, CreateAppealRequest, DecideAppealRequest, ModerationNotice, MyModeratedListResponse,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const APPEALS_PAGE_SIZE = 20;

export const appealKeys = {
  mine: (page: number) => ['moderation', 'mine', page] as const,
  queues: ['moderation', 'appeals'] as const,
  queue: (status: AppealStatus, page: number) => ['moderation', 'appeals', status, page] as const,
};

export const getMyModerated = (page: number, signal?: AbortSignal) =>
  api.get<MyModeratedListResponse>('/moderation/mine', { query: { page, size: APPEALS_PAGE_SIZE }, signal });

export const useMyModerated = (page: number) =>
  useQuery({ queryKey: appealKeys.mine(page), queryFn: ({ signal }) => getMyModerated(page, signal), placeholderData: keepPreviousData, meta: { errorDialog: false } });

export const fileAppeal = (body: CreateAppealRequest) => api.post<ModerationNotice>('/moderation/appeals', body);

/** The item the appeal is about is read by another feature's query: every active query refetches (a rare write). */
export function useFileAppeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fileAppeal, meta: { errorDialog: false }, onSuccess: () => void qc.invalidateQueries() });
}

export const getAppeals = (status: AppealStatus, page: number, signal?: AbortSignal) =>
  api.get<AppealListResponse>('/admin/appeals', { query: { status, page, size: APPEALS_PAGE_SIZE }, signal });

export const useAppeals = (status: AppealStatus, page: number) =>
  useQuery({ queryKey: appealKeys.queue(status, page), queryFn: ({ signal }) => getAppeals(status, page, signal), placeholderData: keepPreviousData, meta: { errorDialog: false } });

export const decideAppeal = (id: string, body: DecideAppealRequest) => api.post<Appeal>(`/admin/appeals/${encodeURIComponent(id)}/decision`, body);

export function useDecideAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideAppealRequest }) => decideAppeal(id, body),
    meta: { errorDialog: false },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['moderation'] }),
  });
}
