import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';

export type SignInPortal = 'customer' | 'admin' | 'employee';

const endpoints: Record<SignInPortal, string> = {
  customer: '/auth/login',
  admin: '/admin/auth/login',
  employee: '/Employees/Login',
};

export async function signIn(portal: SignInPortal, input: LoginRequest) {
  const session = await api.post<SessionResponse>(endpoints[portal], input, { handleUnauthorized: false });
  setSession(session);
  return session;
}

export function useSignIn(portal: SignInPortal) {
  // The form shows the error itself (no dialog).
  return useMutation({ mutationFn: (input: LoginRequest) => signIn(portal, input), meta: { errorDialog: false } });
}
