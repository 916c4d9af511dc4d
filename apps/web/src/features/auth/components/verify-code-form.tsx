// Enter the 6-digit code e-mailed at sign-up; a new code at most once a minute.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@redress/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendCode, useVerifyAccount } from '../api/accounts.ts';
import { OTP_LENGTH, OtpInput } from '../../../components/otp-input.tsx';

/** `onVerified` hears the server's sentence (it may tell a business more than that the address is verified). */
export function VerifyCodeForm({ email, onVerified }: { email: string; onVerified: (message: string) => void }) {
  const verify = useVerifyAccount();
  const resend = useResendCode();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [wait, setWait] = useState(OTP_RESEND_COOLDOWN_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setError('Enter the 6-digit code from the e-mail');
      return;
    }
    try {
      const { message } = await verify.mutateAsync({ email, otp });
      onVerified(message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong');
    }
  };

  const again = async () => {
    try {
      await resend.mutateAsync(email);
      toast.success('We sent you a new code');
      setWait(OTP_RESEND_COOLDOWN_SECONDS);
      setOtp('');
      setError(undefined);
    } catch (err) {
      const retry = err instanceof ApiError && err.status === 429 ? Number(/(\d+) seconds/.exec(err.message)?.[1] ?? 30) : 0;
      if (retry) setWait(retry);
      setError(err instanceof ApiError ? err.message : 'Something went wrong');
    }
  };

  return (
    <Stack component="form" method="post" noValidate spacing={3} onSubmit={submit}>
      {error && <Alert severity="error">{error}</Alert>}
      <OtpInput value={otp} onChange={(v) => { setOtp(v); setError(undefined); }} error={!!error} label="Verification code" autoFocus />
      <Button type="submit" variant="contained" size="large" loading={verify.isPending}>Verify</Button>
      <Box sx={{ textAlign: 'center' }}>
        <Button onClick={again} disabled={wait > 0} loading={resend.isPending}>
          {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
        </Button>
      </Box>
    </Stack>
  );
}
