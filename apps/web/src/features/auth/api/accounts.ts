// The account calls: sign-up, codes, recovery. One function per call, with its mutation hook.
import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest, SignupRequest, SignupResponse, VerifyAccountResponse } from '@redress/contract';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';

const quiet = { meta: { errorDialog: false } } as const;
const noRedirect = { handleUnauthorized: false };
/** Sign-up and forgot-password always want a captcha: solve it before the first try. */
const withCaptcha = { ...noRedirect, captcha: true };

/** Sign-up answers the same whether or not the address has an account, and signs nobody in (decision 82). */
export const signUp = (input: SignupRequest) => api.post<SignupResponse>('/auth/platform/signup', { ...input, channelId: 'web' }, withCaptcha);
export const useSignUp = () => useMutation({ mutationFn: signUp, ...quiet });

/** The verified code signs the account in. */
export async function verifyAccount(input: { email: string; otp: string }) {
  const r = await api.post<VerifyAccountResponse>('/auth/verify_account', input, noRedirect);
  setSession(r);
  return r;
}
export const useVerifyAccount = () => useMutation({ mutationFn: verifyAccount, ...quiet });

export const resendCode = (email: string) => api.post<MessageResponse>('/auth/ResendVerificationOtp', { username: email, channelId: 'web' }, noRedirect);
export const useResendCode = () => useMutation({ mutationFn: resendCode, ...quiet });

export const forgotPassword = (email: string) => api.post<MessageResponse>('/auth/forgot_password', { email, channelId: 'web' }, withCaptcha);
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, ...quiet });

export const resetPassword = (input: ResetPasswordRequest) => api.post<MessageResponse>('/auth/reset_password', { ...input, channelId: 'web' }, noRedirect);
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, ...quiet });
