// GET /api/rating/scoreExplained/{idOrSlug}: how a company's score is made (decision 96): the prior, a page of the
// counted ratings and reviews with their weights by age, exact totals and the result. Under the company's query keys,
// so a rating or review written anywhere refreshes it with the score it explains.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScoreExplained } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';

export const scoreExplainedKey = (ref: string, page: number) => [...companyKeys.all, 'score-explained', ref.toLowerCase(), page] as const;

export const getScoreExplained = (ref: string, page: number, signal?: AbortSignal) =>
  api.get<ScoreExplained>(`/rating/scoreExplained/${encodeURIComponent(ref)}?page=${page}`, { signal });

export const useScoreExplained = (ref: string, page: number) =>
  useQuery({
    queryKey: scoreExplainedKey(ref, page),
    queryFn: ({ signal }) => getScoreExplained(ref, page, signal),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
