// Create or edit a role: a name, what it is for, and its permissions.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { AdminPermission, AdminRole } from '@redress/contract';
import { TextField } from '../../../components/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';

export interface RoleValues { name: string; description: string; permissions: AdminPermission[] }

export function RoleForm({ role, held, submitLabel, onSave }: {
  role?: AdminRole;
  held: readonly AdminPermission[];
  submitLabel: string;
  onSave: (values: { name: string; description: string | null; permissions: AdminPermission[] }) => Promise<unknown>;
}) {
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<RoleValues>({
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] },
  });
  const onSubmit = handleSubmit(async (v) => {
    if (v.permissions.length === 0) return setError('permissions', { message: 'Choose at least one permission' });
    try {
      await onSave({ name: v.name, description: v.description.trim() || null, permissions: v.permissions });
    } catch (err) {
      applyServerErrors(err, setError, ['name', 'description', 'permissions']);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={submitLabel}>
      <TextField label="Name" required {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? 'e.g. Review moderator'} sx={{ maxWidth: 480 }} />
      <TextField label="What it is for" multiline minRows={2} {...register('description')} error={!!errors.description} helperText={errors.description?.message} sx={{ maxWidth: 640 }} />
      <Controller name="permissions" control={control} render={({ field }) => (
        <PermissionCheckboxes value={field.value} onChange={field.onChange} held={held} error={errors.permissions?.message} />
      )} />
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Button type="submit" variant="contained" loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>{submitLabel}</Button>
    </Stack>
  );
}
