// Edit names, phone, picture, two-factor sign-in, the newsletter opt-in and which notification e-mails come. Turning two-factor sign-in off asks for the
// password first, as the server does (a confirmation in the last 10 minutes, decision 57); an account made with Google,
// which has no password, confirms with Google instead (decision 62), as deactivating does.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Suspense, useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { isFullName, NOTIFICATION_MAIL_LABELS, NotificationMailSettingsSchema, type NotificationMailKind, type Profile } from '@redress/contract';
import { usePublicConfig } from '../../../components/brand.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadProfilePicture, useUpdateProfile, verifyPassword } from '../api/profile.ts';
import { TextField } from '../../../components/text-field.tsx';

/** Google's confirm button (features/auth), handed in by the page: features never import each other (ARCHITECTURE rule 10). */
export type GoogleConfirmComponent = ComponentType<{ clientId: string; onConfirmed: () => void }>;

const FormSchema = z
  .object({
    firstName: z.string().trim().min(1, 'is required').max(60),
    lastName: z.string().trim().min(1, 'is required').max(60),
    mobileNo: z.string().trim().regex(/^(\+?[0-9 ()-]{7,20})?$/, 'must be a phone number'),
    TwoFactorEnabled: z.boolean(),
    digestOptIn: z.boolean(),
    notificationMail: NotificationMailSettingsSchema,
    profilePublic: z.boolean(),
  })
  .refine((v) => isFullName(`${v.firstName} ${v.lastName}`), { path: ['lastName'], message: 'with the first name must be a full name, e.g. "Thandi Nkosi"' });
type Form = z.infer<typeof FormSchema>;

/** The notification e-mails that can reach each kind of account (a customer's items; a company's new complaints). */
const MAIL_KINDS_FOR: Record<Profile['profileType'], NotificationMailKind[]> = {
  user: ['company_answer', 'status', 'closure_request', 'moderation'],
  organization: ['new_complaint'],
  employee: ['new_complaint'],
  admin: [],
};

/**
 * `GoogleConfirm` should be lazy: Google's button and script load only when an account without a password turns
 * two-factor sign-in off.
 */
export function EditProfileForm({ profile, GoogleConfirm }: { profile: Profile; GoogleConfirm: GoogleConfirmComponent }) {
  const update = useUpdateProfile(profile.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const { register, control, handleSubmit, setError, watch, formState: { errors, isDirty }, reset } = useForm<Form>({
    resolver: zodResolver(FormSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, mobileNo: profile.mobileNo ?? '', TwoFactorEnabled: profile.TwoFactorEnabled, digestOptIn: profile.digestOptIn, notificationMail: profile.notificationMail, profilePublic: profile.profilePublic },
  });

  const googleClientId = usePublicConfig()?.googleClientId;
  const [googleConfirmed, setGoogleConfirmed] = useState(false);
  const [googleError, setGoogleError] = useState<string>();
  const turningOff = profile.TwoFactorEnabled && !watch('TwoFactorEnabled');
  const askPassword = turningOff && profile.hasPassword !== false;
  // An account made with Google has no password: it confirms with Google.
  const askGoogle = turningOff && profile.hasPassword === false;

  const onSubmit = handleSubmit(async (v) => {
    try {
      if (askGoogle && !googleConfirmed) {
        setGoogleError('Confirm it is you with Google to turn two-factor sign-in off');
        return;
      }
      if (askPassword) {
        if (!password) {
          setPasswordError('Enter your password to turn two-factor sign-in off');
          return;
        }
        if (!(await verifyPassword(password)).valid) {
          setPasswordError('That is not your password');
          return;
        }
      }
      const p = await update.mutateAsync({ ...v, mobileNo: v.mobileNo || null });
      setPassword('');
      setGoogleConfirmed(false);
      reset({ firstName: p.firstName, lastName: p.lastName, mobileNo: p.mobileNo ?? '', TwoFactorEnabled: p.TwoFactorEnabled, digestOptIn: p.digestOptIn, notificationMail: p.notificationMail, profilePublic: p.profilePublic });
      toast.success('Profile saved');
    } catch (err) {
      // The confirmation lapsed (10 minutes) between confirming and saving: ask for it again, in words.
      if (err instanceof ApiError && err.status === 403 && turningOff) {
        setGoogleConfirmed(false);
        if (askGoogle) setGoogleError('Your confirmation has expired: confirm it is you with Google again');
        else setPasswordError('Your confirmation has expired: enter your password again');
        return;
      }
      applyServerErrors(err, setError, ['firstName', 'lastName', 'mobileNo']);
    }
  });

  const onPicture = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadProfilePicture(file);
      await update.mutateAsync({ picture: url });
      toast.success('Picture updated');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The picture could not be uploaded');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={profile.picture ?? undefined} alt="Your profile picture" sx={{ width: 72, height: 72, bgcolor: 'secondary.main' }}>{profile.firstName[0]}</Avatar>
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={onPicture} aria-label="Profile picture file" />
        <Button variant="outlined" onClick={() => fileInput.current?.click()} loading={uploading}>Change picture</Button>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" autoComplete="given-name" fullWidth {...register('firstName')} error={!!errors.firstName} helperText={errors.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" fullWidth {...register('lastName')} error={!!errors.lastName} helperText={errors.lastName?.message} />
      </Stack>
      <TextField label="Mobile number" type="tel" autoComplete="tel" {...register('mobileNo')} error={!!errors.mobileNo} helperText={errors.mobileNo?.message ?? 'Optional'} />
      <Controller name="TwoFactorEnabled" control={control} render={({ field }) => (
        <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Two-factor sign-in: e-mail me a code each time I sign in" />
      )} />
      {askPassword && (
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => { setPassword(e.target.value); setPasswordError(undefined); }}
          error={!!passwordError}
          helperText={passwordError ?? 'To turn two-factor sign-in off, confirm it is you'}
        />
      )}
      {askGoogle && (
        <Stack spacing={1.5} role="group" aria-label="Confirm it is you">
          {googleError && <Alert severity="error">{googleError}</Alert>}
          {googleConfirmed
            ? <Alert severity="success">Confirmed with Google: save to turn two-factor sign-in off.</Alert>
            : googleClientId
              ? (
                <>
                  <Typography>Your account has no password: to turn two-factor sign-in off, confirm it is you with the Google account you sign in with.</Typography>
                  <Suspense fallback={<Skeleton variant="rounded" width={320} height={44} />}>
                    <GoogleConfirm clientId={googleClientId} onConfirmed={() => { setGoogleConfirmed(true); setGoogleError(undefined); }} />
                  </Suspense>
                </>
              )
              : <Alert severity="warning">Google sign-in is not available just now, and your account needs it to confirm it is you. Try again later.</Alert>}
        </Stack>
      )}
      <Controller name="digestOptIn" control={control} render={({ field }) => (
        <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="E-mail me the newsletter every Monday" />
      )} />
      {profile.profileType === 'user' && (
        <Box>
          <Controller name="profilePublic" control={control} render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'profile-public-help' } }} />}
              label="Show my public reviewer profile"
            />
          )} />
          <Typography id="profile-public-help" variant="body2" color="text.secondary">
            Your first name and initial, when you joined, and the reviews and complaints you posted under your name, with their likes; never
            anything you posted anonymously. When it is off, your name on your reviews and complaints is not a link and the page is not found.
            {profile.profilePublic && <> <Link href={paths.reviewer(profile.profileCode)}>See your profile</Link>.</>}
          </Typography>
        </Box>
      )}
      {MAIL_KINDS_FOR[profile.profileType].length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>E-mail me when</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>Everything also shows in the bell at the top of the page.</Typography>
          <Stack>
            {MAIL_KINDS_FOR[profile.profileType].map((kind) => (
              <Controller key={kind} name={`notificationMail.${kind}`} control={control} render={({ field }) => (
                <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={NOTIFICATION_MAIL_LABELS[kind]} />
              )} />
            ))}
          </Stack>
        </Box>
      )}
      <Box><Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending && !uploading}>Save changes</Button></Box>
    </Stack>
  );
}
