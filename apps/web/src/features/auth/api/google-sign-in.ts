// POST /auth/social/signup: Google's ID token (and, for a two-factor account, the e-mailed code) in; the session, or
// the same code challenge as password sign-in, out.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SocialSignupResult } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { DELETION_CANCELLED } from './sign-in.ts';

export async function signInWithGoogle(input: { idToken: string; otp?: string; reactivate?: boolean }) {
  const body = { accessToken: input.idToken, channel: 'web', ...(input.otp !== undefined ? { otp: input.otp } : {}), ...(input.reactivate ? { reactivate: true } : {}) };
  const r = await api.post<SocialSignupResult>('/auth/social/signup', body, { handleUnauthorized: false });
  if ('access_token' in r) setSession(r);
  // Signing in during the grace period cancelled the account's deletion (decision 182): the page says so.
  if ('access_token' in r && r.deletionCancelled) toast.success(DELETION_CANCELLED);
  return r;
}

// The component shows the error itself (no dialog).
export const useGoogleSignIn = () => useMutation({ mutationFn: signInWithGoogle, meta: { errorDialog: false } });

/** POST /auth/social/confirm: the signed-in owner proves it is them with Google before deactivating the account (decision 62). */
export const confirmWithGoogle = (idToken: string) => api.post<MessageResponse>('/auth/social/confirm', { accessToken: idToken });
