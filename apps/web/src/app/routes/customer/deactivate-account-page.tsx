// /profile/deactivate-account: suspend the account after confirming the password (an account made with Google, which
// has none, confirms with Google: decision 62); signing in again reactivates it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { usePublicConfig } from '../../../components/brand.ts';
import { ADMIN_DEACTIVATION, useDeactivateAccount, useProfile, verifyPassword } from '../../../features/profile/api/profile.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { TextField } from '../../../components/text-field.tsx';

// Google's button and script load only for an account without a password.
const GoogleConfirm = lazy(() => import('../../../features/auth/components/google-sign-in.tsx').then((m) => ({ default: m.GoogleConfirm })));

export default function DeactivateAccountPage() {
  usePageTitle('Deactivate account');
  const { user } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const deactivate = useDeactivateAccount(user?.id ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const profile = useProfile(user?.id);
  const googleClientId = usePublicConfig()?.googleClientId;

  const deactivateNow = useCallback(async () => {
    const ok = await confirm({ title: 'Deactivate your account?', message: 'You will be signed out everywhere. Sign in again at any time to reactivate it.', confirmLabel: 'Deactivate', destructive: true });
    if (!ok) return;
    await deactivate.mutateAsync();
    toast.info('Your account is deactivated. Sign in again to reactivate it');
    navigate(paths.home, { replace: true });
  }, [confirm, deactivate, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setChecking(true);
    try {
      if (!(await verifyPassword(password)).valid) {
        setError('That is not your password');
        return;
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong');
      return;
    } finally {
      setChecking(false);
    }
    await deactivateNow();
  };

  let confirmation;
  if (user?.profileType === 'admin') confirmation = <Alert severity="info">{ADMIN_DEACTIVATION}</Alert>;
  else if (profile.isPending) confirmation = <Skeleton variant="rounded" height={56} />;
  else if (profile.data?.hasPassword === false) {
    confirmation = googleClientId ? (
      <Stack spacing={2}>
        <Typography>Your account has no password: confirm it is you with the Google account you sign in with.</Typography>
        <Suspense fallback={<Skeleton variant="rounded" width={320} height={44} />}>
          <GoogleConfirm clientId={googleClientId} onConfirmed={() => void deactivateNow()} />
        </Suspense>
      </Stack>
    ) : <Alert severity="warning">Google sign-in is not available just now, and your account needs it to confirm it is you. Try again later.</Alert>;
  } else {
    confirmation = (
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <Button type="submit" variant="contained" color="error" disabled={!password} loading={checking || deactivate.isPending} sx={{ alignSelf: 'flex-start' }}>Deactivate my account</Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">Deactivate account</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2 }}>
          While your account is deactivated nobody can sign in to it or post from it; what you already published stays
          published. Sign in again at any time to reactivate it.
        </Typography>
        {confirmation}
      </Paper>
    </Stack>
  );
}
