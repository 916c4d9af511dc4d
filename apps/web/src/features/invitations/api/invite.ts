// POST /api/tell-a-friend: invite up to 5 addresses, with a captcha solved before the first try (decision 92).
import { useMutation } from '@tanstack/react-query';
import type { InviteRequest, InviteResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const inviteFriends = (input: InviteRequest) => api.post<InviteResponse>('/tell-a-friend', input, { captcha: true });

export const useInviteFriends = () => useMutation({ mutationFn: inviteFriends, meta: { errorDialog: false } });
