// Change the password: the current one, then the new one twice. Other devices are signed out.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from '@redress/contract';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/profile.ts';
import { TextField } from '../../../components/text-field.tsx';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { user } = useSession();
  const { register, handleSubmit, setError, reset, watch, formState: { errors } } = useForm<ChangePasswordRequest>({ resolver: zodResolver(ChangePasswordRequestSchema) });
  const next = watch('newPassword') ?? '';
  const onSubmit = handleSubmit(async (v) => {
    try {
      await change.mutateAsync(v);
      reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toast.success('Password changed. Other devices have been signed out');
    } catch (err) {
      applyServerErrors(err, setError, ['currentPassword', 'newPassword', 'confirmPassword']);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label="Current password" type="password" autoComplete="current-password" {...register('currentPassword')} error={!!errors.currentPassword} helperText={errors.currentPassword?.message} />
      <TextField label="New password" type="password" autoComplete="new-password" {...register('newPassword')} error={!!errors.newPassword} helperText={errors.newPassword?.message} />
      <PasswordStrengthMeter password={next} userInputs={[user?.email, user?.firstName, user?.lastName]} />
      <TextField label="Confirm the new password" type="password" autoComplete="new-password" {...register('confirmPassword')} error={!!errors.confirmPassword} helperText={errors.confirmPassword?.message} />
      <Box><Button type="submit" variant="contained" loading={change.isPending}>Change password</Button></Box>
    </Stack>
  );
}
