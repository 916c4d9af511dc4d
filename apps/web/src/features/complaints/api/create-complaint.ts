// POST /api/complaint: a customer files a complaint. An account younger than a day sends a solved captcha with it:
// the caller says so (`captcha`), so the captcha is solved before the first try instead of after a refusal; the API
// client still solves one if the server asks. A 400's field errors are shown by the caller: no error dialog here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateComplaintRequest, CreateComplaintResponse } from '@redress/contract';
import { COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS } from '@redress/contract/constants';
import { api } from '../../../lib/api-client.ts';
import { complaintKeys } from './keys.ts';

export const createComplaint = (body: CreateComplaintRequest, captcha = false) =>
  api.post<CreateComplaintResponse>('/complaint', body, { captcha });

/** Clocks differ: an account this close to a day old solves one anyway (the server ignores a captcha it does not need). */
const CLOCK_MARGIN_MS = 10 * 60_000;

/** Whether a complaint from an account created at `createdAt` (ISO) needs a captcha. */
export const needsComplaintCaptcha = (createdAt: string, now = Date.now()) => now - Date.parse(createdAt) < COMPLAINT_CAPTCHA_ACCOUNT_AGE_MS + CLOCK_MARGIN_MS;

export function useCreateComplaint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: { body: CreateComplaintRequest; captcha: boolean }) => createComplaint(body, captcha),
    meta: { errorDialog: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
