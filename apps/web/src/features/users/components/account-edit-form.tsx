// The admin edits an account's names, mobile number and whether its address counts as verified (audited). The server
// validates: what it refuses shows under the field it names.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { AdminEditUserRequest, AdminUser } from '@redress/contract';
import { TextField } from '../../../components/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useEditUser } from '../api/edit-user.ts';

interface Values { firstName: string; lastName: string; mobileNo: string; emailVerified: boolean }

export function AccountEditForm({ user }: { user: AdminUser }) {
  const edit = useEditUser(user.id);
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting, isDirty }, reset } = useForm<Values>({
    defaultValues: { firstName: user.firstName, lastName: user.lastName, mobileNo: user.mobileNo ?? '', emailVerified: user.emailVerified },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body: AdminEditUserRequest = { firstName: values.firstName, lastName: values.lastName, mobileNo: values.mobileNo.trim() || null, emailVerified: values.emailVerified };
    try {
      const saved = await edit.mutateAsync(body);
      reset({ firstName: saved.firstName, lastName: saved.lastName, mobileNo: saved.mobileNo ?? '', emailVerified: saved.emailVerified });
      toast.success('The account is saved');
    } catch (err) {
      applyServerErrors(err, setError, ['firstName', 'lastName', 'mobileNo', 'emailVerified']);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Edit the account" sx={{ maxWidth: 560 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" {...register('firstName')} error={!!errors.firstName} helperText={errors.firstName?.message} fullWidth />
        <TextField label="Last name" {...register('lastName')} error={!!errors.lastName} helperText={errors.lastName?.message} fullWidth />
      </Stack>
      <TextField label="Mobile number" type="tel" {...register('mobileNo')} error={!!errors.mobileNo} helperText={errors.mobileNo?.message ?? 'Leave empty to remove it'} />
      <Controller name="emailVerified" control={control} render={({ field }) => (
        <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="E-mail address verified" />
      )} />
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty} sx={{ alignSelf: 'flex-start' }}>Save changes</Button>
    </Stack>
  );
}
