// Password recovery: ask for a code, then set a new password with it.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema, ResetPasswordRequestSchema, type ResetPasswordRequest } from '@redress/contract';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useForgotPassword, useResetPassword } from '../api/accounts.ts';
import { OtpInput } from '../../../components/otp-input.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { CaptchaNotice } from '../../../components/captcha-notice.tsx';
import { TextField } from '../../../components/text-field.tsx';

const ForgotSchema = z.object({ email: EmailSchema });

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<z.input<typeof ForgotSchema>>({ resolver: zodResolver(ForgotSchema) });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      onSent(email);
    } catch (err) {
      applyServerErrors(err, setError, ['email']);
    }
  });
  return (
    <Stack component="form" method="post" noValidate spacing={2} onSubmit={onSubmit}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label="E-mail address" type="email" autoComplete="email" autoFocus {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
      <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>Send me a code</Button>
      <CaptchaNotice />
    </Stack>
  );
}

const FIELDS = ['email', 'otp', 'newPassword', 'confirmPassword'] as const;

export function ResetPasswordForm({ email, onReset }: { email: string; onReset: () => void }) {
  const reset = useResetPassword();
  const { register, control, handleSubmit, setError, watch, formState: { errors } } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { email, otp: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onReset();
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });
  return (
    <Stack component="form" method="post" noValidate spacing={2} onSubmit={onSubmit}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label="E-mail address" type="email" autoComplete="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
      <Controller name="otp" control={control} render={({ field }) => <OtpInput value={field.value} onChange={field.onChange} error={!!errors.otp} label="Code from the e-mail" />} />
      {errors.otp && <Typography color="error" variant="body2" role="alert">{errors.otp.message}</Typography>}
      <TextField label="New password" type="password" autoComplete="new-password" {...register('newPassword')} error={!!errors.newPassword} helperText={errors.newPassword?.message} />
      <PasswordStrengthMeter password={watch('newPassword') ?? ''} userInputs={[watch('email')]} />
      <TextField label="Confirm the new password" type="password" autoComplete="new-password" {...register('confirmPassword')} error={!!errors.confirmPassword} helperText={errors.confirmPassword?.message} />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>Set new password</Button>
    </Stack>
  );
}
