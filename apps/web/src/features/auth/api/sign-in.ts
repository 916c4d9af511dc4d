import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export type SignInPortal = 'customer' | 'admin' | 'employee';

const endpoints: Record<SignInPortal, string> = {
  customer: '/auth/login',
  admin: '/admin/auth/login',
  employee: '/Employees/Login',
};

/** What the page says when a sign-in cancelled the account's pending deletion. */
export const DELETION_CANCELLED = 'Welcome back: your account will not be deleted. We sent you an e-mail about it.';

/** Signs in; answers the session, or the two-factor challenge when a code was e-mailed. */
export async function signIn(portal: SignInPortal, input: LoginRequest) {
  const r = await api.post<LoginResponse>(endpoints[portal], input, { handleUnauthorized: false });
  if ('access_token' in r) setSession(r);
  // Signing in during the grace period cancelled the account's deletion (decision 182): the page says so.
  if ('access_token' in r && r.deletionCancelled) toast.success(DELETION_CANCELLED);
  return r;
}

export function useSignIn(portal: SignInPortal) {
  // The form shows the error itself (no dialog).
  return useMutation({ mutationFn: (input: LoginRequest) => signIn(portal, input), meta: { errorDialog: false } });
}
