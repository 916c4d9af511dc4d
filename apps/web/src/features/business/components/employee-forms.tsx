// The owner's employee forms: create a sign-in (names, e-mail, password with its strength meter, job title, role)
// and edit one (names, job title, role). The contract's schemas validate both.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { CreateEmployeeRequestSchema, type EmployeeProfile } from '@redress/contract';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { showServerErrors } from './server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateEmployee, useUpdateEmployee } from '../api/employees.ts';

export const ROLE_LABEL = { agent: 'Agent', manager: 'Manager' } as const;

const CreateSchema = CreateEmployeeRequestSchema.omit({ companyId: true }).extend({ jobTitle: z.string().trim().max(100, 'is at most 100 characters') });
type CreateInput = z.input<typeof CreateSchema>;
type CreateValues = z.output<typeof CreateSchema>;

const shape = CreateEmployeeRequestSchema.shape;
const EditSchema = z.object({ firstName: shape.firstName, lastName: shape.lastName, jobTitle: z.string().trim().max(100, 'is at most 100 characters'), role: z.enum(['manager', 'agent']) });
type EditValues = z.infer<typeof EditSchema>;

function RoleField({ control }: { control: Control<{ role: 'manager' | 'agent' }> }) {
  return (
    <Controller control={control} name="role" render={({ field }) => (
      <TextField select label="Role" {...field} helperText="Both answer complaints and reviews; managers also edit the company profile and see the plan and settings">
        <MenuItem value="agent">{ROLE_LABEL.agent}</MenuItem>
        <MenuItem value="manager">{ROLE_LABEL.manager}</MenuItem>
      </TextField>
    )} />
  );
}

/** `companyId`: the company the employee joins, when an admin adds one (an owner's own company otherwise). */
export function CreateEmployeeForm({ onCreated, companyId }: { onCreated: (employee: EmployeeProfile) => void; companyId?: string }) {
  const create = useCreateEmployee();
  const { register, control, handleSubmit, setError, clearErrors, watch, formState: { errors, isSubmitting } } = useForm<CreateInput, unknown, CreateValues>({
    resolver: zodResolver(CreateSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', jobTitle: '', role: 'agent' },
  });
  const password = watch('password') ?? '';

  const onSubmit = handleSubmit(async (v) => {
    try {
      const { employee } = await create.mutateAsync({ ...v, jobTitle: v.jobTitle || null, ...(companyId ? { companyId } : {}) });
      toast.success(`${employee.firstName} ${employee.lastName} can now sign in`);
      onCreated(employee);
    } catch (err) {
      showServerErrors(err, setError, clearErrors, ['firstName', 'lastName', 'email', 'password', 'jobTitle', 'role']);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Add an employee">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" fullWidth {...register('firstName')} error={!!errors.firstName} helperText={errors.firstName?.message} />
        <TextField label="Last name" fullWidth {...register('lastName')} error={!!errors.lastName} helperText={errors.lastName?.message} />
      </Stack>
      <TextField label="Work e-mail address" type="email" autoComplete="off" {...register('email')} error={!!errors.email} helperText={errors.email?.message ?? 'They sign in with this address'} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={!!errors.password}
        helperText={errors.password?.message ?? 'Share it with them privately; they can change it after signing in'}
        slotProps={{ htmlInput: { 'aria-describedby': 'employee-password-strength' } }}
      />
      <PasswordStrengthMeter password={password} id="employee-password-strength" userInputs={[watch('firstName'), watch('lastName'), watch('email')]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Job title" fullWidth {...register('jobTitle')} error={!!errors.jobTitle} helperText={errors.jobTitle?.message ?? 'Optional'} />
        <Box sx={{ minWidth: 200 }}><RoleField control={control as unknown as Control<{ role: 'manager' | 'agent' }>} /></Box>
      </Stack>
      <Button type="submit" variant="contained" loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>Add employee</Button>
    </Stack>
  );
}

export function EditEmployeeForm({ employee }: { employee: EmployeeProfile }) {
  const update = useUpdateEmployee(employee.id);
  const values = (e: EmployeeProfile): EditValues => ({ firstName: e.firstName, lastName: e.lastName, jobTitle: e.jobTitle ?? '', role: e.role });
  const { register, control, handleSubmit, setError, clearErrors, reset, formState: { errors, isDirty } } = useForm<EditValues>({ resolver: zodResolver(EditSchema), defaultValues: values(employee) });

  const onSubmit = handleSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync({ ...v, jobTitle: v.jobTitle || null });
      reset(values(saved));
      toast.success('Employee saved');
    } catch (err) {
      showServerErrors(err, setError, clearErrors, ['firstName', 'lastName', 'jobTitle', 'role']);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Employee details">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" fullWidth {...register('firstName')} error={!!errors.firstName} helperText={errors.firstName?.message} />
        <TextField label="Last name" fullWidth {...register('lastName')} error={!!errors.lastName} helperText={errors.lastName?.message} />
      </Stack>
      <TextField label="E-mail address" value={employee.email} slotProps={{ htmlInput: { readOnly: true } }} helperText="The sign-in address cannot be changed" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Job title" fullWidth {...register('jobTitle')} error={!!errors.jobTitle} helperText={errors.jobTitle?.message ?? 'Optional'} />
        <Box sx={{ minWidth: 200 }}><RoleField control={control as unknown as Control<{ role: 'manager' | 'agent' }>} /></Box>
      </Stack>
      <Box><Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending}>Save changes</Button></Box>
    </Stack>
  );
}
