// GET /api/review-invitations/{token}: the invitation behind a link (reading it counts it opened).
import { useQuery } from '@tanstack/react-query';
import type { OpenedReviewInvitation } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { reviewInvitationKeys } from './keys.ts';

export const openReviewInvitation = (token: string) => api.get<OpenedReviewInvitation>(`/review-invitations/${encodeURIComponent(token)}`);

/** `enabled`: once the session is known, so that the answer says whether the signed-in account is the invited one. */
export const useOpenedReviewInvitation = (token: string, signedIn: boolean, enabled: boolean) => useQuery({
  queryKey: reviewInvitationKeys.opened(token, signedIn), queryFn: () => openReviewInvitation(token), enabled, retry: false, meta: { errorDialog: false },
});
