// E-mail and password sign-in for one portal (customers and businesses, employees, admins), with the e-mailed code
// step for two-factor accounts and a way back in for deactivated ones.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginRequest, SessionResponse } from '@redress/contract';
import { ACCOUNT_DEACTIVATED } from '@redress/contract/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useSignIn, type SignInPortal } from '../api/sign-in.ts';
import { OtpInput } from '../../../components/otp-input.tsx';
import { CaptchaNotice } from '../../../components/captcha-notice.tsx';
import { TextField } from '../../../components/text-field.tsx';

// The contract's LoginRequestSchema checks the form; it loads with zod when a field first takes the focus, after the
// page has shown (decision 55).
const resolver = lazyResolver(() => import('./sign-in-resolver.ts').then((m) => m.signInResolver));

export function SignInForm({ portal, onSignedIn }: { portal: SignInPortal; onSignedIn: (session: SessionResponse) => void }) {
  const signIn = useSignIn(portal);
  const [showPassword, setShowPassword] = useState(false);
  const [twoFactor, setTwoFactor] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [deactivated, setDeactivated] = useState(false);
  // Asked to reactivate: the two-factor step that may follow sends the same wish with its code.
  const [reactivating, setReactivating] = useState(false);
  const { register, handleSubmit, setError, clearErrors, formState: { errors } } = useForm<LoginRequest>({ resolver });
  // Another portal (the page's employee switch) keeps what was typed, and starts the steps and errors afresh.
  const [shownPortal, setShownPortal] = useState(portal);
  if (shownPortal !== portal) {
    setShownPortal(portal);
    setTwoFactor(null);
    setOtp('');
    setDeactivated(false);
    setReactivating(false);
  }
  useEffect(() => clearErrors(), [portal, clearErrors]);

  const submit = (asked = false) => handleSubmit(async (values) => {
    clearErrors('root');
    const reactivate = asked || (reactivating && !!twoFactor);
    if (asked) setReactivating(true);
    try {
      const r = await signIn.mutateAsync({ ...values, channelId: 'web', ...(twoFactor ? { otp } : {}), ...(reactivate ? { reactivate } : {}) });
      if ('twoFactorRequired' in r) {
        setTwoFactor(r.message);
        return;
      }
      onSignedIn(r);
    } catch (err) {
      const e = err instanceof ApiError ? err : undefined;
      const details = Array.isArray(e?.details) ? (e.details as { field?: string; message?: string }[]) : [];
      setDeactivated(details.some((d) => d.field === 'account' && d.message === ACCOUNT_DEACTIVATED));
      for (const [field, message] of Object.entries(e?.fieldErrors ?? {})) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      setError('root', { message: e?.message ?? 'Something went wrong' });
    }
  });

  return (
    <Stack component="form" method="post" noValidate spacing={2} onSubmit={submit()} onFocus={resolver.preload}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      {deactivated && (
        <Button variant="outlined" onClick={submit(true)} loading={signIn.isPending}>Reactivate my account and sign in</Button>
      )}
      <TextField label="E-mail address" type="email" autoComplete="email" autoFocus {...register('email')} slotProps={{ htmlInput: { readOnly: !!twoFactor } }} error={!!errors.email} helperText={errors.email?.message} />
      <TextField
        label="Password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" {...register('password')}
        error={!!errors.password} helperText={errors.password?.message}
        slotProps={{ htmlInput: { readOnly: !!twoFactor }, input: { endAdornment: (
          <InputAdornment position="end">
            <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((s) => !s)} edge="end">
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ) } }}
      />
      {twoFactor && (
        <>
          <Typography>{twoFactor}</Typography>
          <OtpInput value={otp} onChange={setOtp} label="Sign-in code" autoFocus />
        </>
      )}
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>{twoFactor ? 'Confirm code' : 'Sign in'}</Button>
      <CaptchaNotice />
    </Stack>
  );
}
