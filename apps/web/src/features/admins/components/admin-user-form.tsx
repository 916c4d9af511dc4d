// Create an admin user: who they are, the password they first sign in with, and their role.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { AdminAccount, AdminPermission } from '@redress/contract';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateAdminUser } from '../api/admin-users.ts';
import { useRoles } from '../api/roles.ts';

interface Values { firstName: string; lastName: string; email: string; password: string; roleId: string }

export function AdminUserForm({ held, onCreated }: { held: readonly AdminPermission[]; onCreated: (a: AdminAccount) => void }) {
  const roles = useRoles();
  const create = useCreateAdminUser();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', roleId: '' },
  });
  // Only roles the signed-in admin could hand out.
  const grantable = (roles.data?.data ?? []).filter((r) => r.permissions.every((p) => held.includes(p)));
  const onSubmit = handleSubmit(async (v) => {
    if (!v.roleId) return setError('roleId', { message: 'Choose a role' });
    try {
      onCreated(await create.mutateAsync(v));
    } catch (err) {
      applyServerErrors(err, setError, ['firstName', 'lastName', 'email', 'password', 'roleId']);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Create an admin user" sx={{ maxWidth: 560 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" required {...register('firstName')} error={!!errors.firstName} helperText={errors.firstName?.message} fullWidth />
        <TextField label="Last name" required {...register('lastName')} error={!!errors.lastName} helperText={errors.lastName?.message} fullWidth />
      </Stack>
      <TextField label="E-mail" type="email" required autoComplete="off" {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
      <TextField label="First password" type="password" required autoComplete="new-password" {...register('password')} error={!!errors.password}
        helperText={errors.password?.message ?? 'Give it to them in person; they can change it in their profile'} />
      <NativeSelectField label="Role" required {...register('roleId')} error={!!errors.roleId} disabled={roles.isPending} slotProps={{ inputLabel: { shrink: true } }}
        helperText={errors.roleId?.message ?? (roles.error ? roles.error.message : 'What they may do; only roles within your own rights are listed')}>
        <option value="">{roles.isPending ? 'Loading roles…' : 'Choose a role'}</option>
        {grantable.map((r) => <option key={r.id} value={r.id}>{r.name} ({r.isSuper ? 'every permission' : r.permissions.join(', ')})</option>)}
      </NativeSelectField>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Button type="submit" variant="contained" loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>Create admin user</Button>
    </Stack>
  );
}
