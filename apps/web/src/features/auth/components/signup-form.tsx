// Customer sign-up: full name, e-mail, password with its strength meter, optional newsletter opt-in.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { SignupRequestSchema, type SignupRequest } from '@redress/contract';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSignUp } from '../api/accounts.ts';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { CaptchaNotice } from '../../../components/captcha-notice.tsx';
import { TextField } from '../../../components/text-field.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'companyName', 'claimCompanyId'] as const;

/** `business`: the owner's account and their company (/companies/signup); with `claimCompanyId`, a listed company to claim instead. */
export function SignupForm({ onSignedUp, business = false, claimCompanyId }: { onSignedUp: (email: string) => void; business?: boolean; claimCompanyId?: string }) {
  const signUp = useSignUp();
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<SignupRequest>({
    resolver: zodResolver(SignupRequestSchema),
    defaultValues: { profileType: business ? 'organization' : 'user', ...(business && claimCompanyId ? { claimCompanyId } : {}) },
  });
  const password = watch('password') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      onSignedUp(values.email);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <Stack component="form" method="post" noValidate spacing={2} onSubmit={onSubmit}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      {errors.claimCompanyId && <Alert severity="error">{errors.claimCompanyId.message}</Alert>}
      {business && !claimCompanyId && <TextField label="Company name" autoComplete="organization" {...register('companyName')} error={!!errors.companyName} helperText={errors.companyName?.message} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" autoComplete="given-name" fullWidth {...register('firstName')} error={!!errors.firstName} helperText={errors.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" fullWidth {...register('lastName')} error={!!errors.lastName} helperText={errors.lastName?.message} />
      </Stack>
      <TextField label={business ? 'Work e-mail address' : 'E-mail address'} type="email" autoComplete="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
      <TextField label="Password" type="password" autoComplete="new-password" {...register('password')} error={!!errors.password} helperText={errors.password?.message} slotProps={{ htmlInput: { 'aria-describedby': 'password-strength' } }} />
      <PasswordStrengthMeter password={password} id="password-strength" userInputs={[watch('firstName'), watch('lastName'), watch('email')]} />
      <FormControlLabel control={<Checkbox {...register('digestOptIn')} />} label="E-mail me the Redress newsletter every Monday" />
      <Button type="submit" variant="contained" size="large" loading={signUp.isPending}>Create account</Button>
      <CaptchaNotice />
    </Stack>
  );
}
