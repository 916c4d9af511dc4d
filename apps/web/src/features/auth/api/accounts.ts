// The account calls: sign-up, codes, recovery. One function per call, with its mutation hook.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest, SignupRequest, SignupResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { setSession, updateSessionUser } from '../../../lib/session.ts';

const quiet = { meta: { errorDialog: false } } as const;
const noRedirect = { handleUnauthorized: false };
/** Sign-up and forgot-password always want a captcha: solve it before the first try. */
const withCaptcha = { ...noRedirect, captcha: true };

export async function signUp(input: SignupRequest) {
  const r = await api.post<SignupResponse>('/auth/platform/signup', { ...input, channelId: 'web' }, withCaptcha);
  setSession(r);
  return r;
}
export const useSignUp = () => useMutation({ mutationFn: signUp, ...quiet });

export async function verifyAccount(input: { email: string; otp: string }) {
  const r = await api.post<MessageResponse>('/auth/verify_account', input, noRedirect);
  updateSessionUser({ emailVerified: true });
  return r;
}
export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount, ...quiet });

export const resendCode = (email: string) => api.post<MessageResponse>('/auth/ResendVerificationOtp', { username: email, channelId: 'web' }, noRedirect);
export const useResendCode = () => useMutation({ mutationFn: resendCode, ...quiet });

export const forgotPassword = (email: string) => api.post<MessageResponse>('/auth/forgot_password', { email, channelId: 'web' }, withCaptcha);
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, ...quiet });

export const resetPassword = (input: ResetPasswordRequest) => api.post<MessageResponse>('/auth/reset_password', { ...input, channelId: 'web' }, noRedirect);
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, ...quiet });
