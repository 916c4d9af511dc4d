// POST /api/review: a customer reviews a company. An account younger than a day solves a captcha first (the caller
// says so); the API client still solves one if the server asks. A 400's field errors are shown by the caller.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest, CreateReviewResponse } from '@redress/contract';
import { COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS } from '@redress/contract/constants';
import { api } from '../../../lib/api-client.ts';
import { companyKeys } from '../../../api/companies.ts';
import { reviewKeys } from './keys.ts';

export const createReview = (body: CreateReviewRequest, captcha = false) => api.post<CreateReviewResponse>('/review', body, { captcha });

/** Clocks differ: an account this close to a day old solves one anyway (the server ignores a captcha it does not need). */
const CLOCK_MARGIN_MS = 10 * 60_000;

export const needsReviewCaptcha = (createdAt: string, now = Date.now()) => now - Date.parse(createdAt) < COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS + CLOCK_MARGIN_MS;

export function useCreateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: { body: CreateReviewRequest; captcha: boolean }) => createReview(body, captcha),
    meta: { errorDialog: false },
    // A published review moves its company's score, totals, rating summary and "How this score is made".
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: reviewKeys.all });
      void qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
