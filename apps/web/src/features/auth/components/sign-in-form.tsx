// E-mail and password sign-in for one portal (customers and businesses, employees, admins).
import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginRequestSchema, type LoginRequest, type SessionResponse } from '@redress/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignIn, type SignInPortal } from '../api/sign-in.ts';

export function SignInForm({ portal, onSignedIn }: { portal: SignInPortal; onSignedIn: (session: SessionResponse) => void }) {
  const signIn = useSignIn(portal);
  const [showPassword, setShowPassword] = useState(false);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<LoginRequest>({ resolver: zodResolver(LoginRequestSchema) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedIn(await signIn.mutateAsync({ ...values, channelId: 'web' }));
    } catch (err) {
      const e = err instanceof ApiError ? err : undefined;
      for (const [field, message] of Object.entries(e?.fieldErrors ?? {})) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      setError('root', { message: e?.message ?? 'Something went wrong' });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label="E-mail address" type="email" autoComplete="email" autoFocus {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
      <TextField
        label="Password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" {...register('password')}
        error={!!errors.password} helperText={errors.password?.message}
        slotProps={{ input: { endAdornment: (
          <InputAdornment position="end">
            <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((s) => !s)} edge="end">
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        ) } }}
      />
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>Sign in</Button>
    </Stack>
  );
}
