// /profile/edit-profile: details and picture, e-mail verification, password.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState, type ReactNode } from 'react';
import { usePageTitle } from '../../../components/page-title.ts';
import { resendCode } from '../../../features/auth/api/accounts.ts';
import { VerifyCodeForm } from '../../../features/auth/components/verify-code-form.tsx';
import { ChangePasswordForm } from '../../../features/profile/components/change-password-form.tsx';
import { EditProfileForm } from '../../../features/profile/components/edit-profile-form.tsx';
import { useProfile } from '../../../features/profile/api/profile.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

// Google's button and script load only when an account without a password turns two-factor sign-in off.
const GoogleConfirm = lazy(() => import('../../../features/auth/components/google-sign-in.tsx').then((m) => ({ default: m.GoogleConfirm })));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`section-${title}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`section-${title}`} component="h2" variant="h3" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

function EmailVerification({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await resendCode(email);
      setSent(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) setSent(true);
      toast.error(err instanceof ApiError ? err.message : 'The code could not be sent');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">Your e-mail address {email} is not verified. Verify it to file complaints, write reviews and rate companies.</Alert>
      {sent ? <VerifyCodeForm email={email} onVerified={onVerified} /> : <Button variant="contained" onClick={send} loading={busy} sx={{ alignSelf: 'flex-start' }}>E-mail me a code</Button>}
    </Stack>
  );
}

export default function EditProfilePage() {
  usePageTitle('Edit profile');
  const { user } = useSession();
  const profile = useProfile(user?.id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">Edit profile</Typography>
      {user && !user.emailVerified && user.profileType === 'user' && (
        <Section title="Verify your e-mail">
          <EmailVerification email={user.email} onVerified={() => { toast.success('Your e-mail address is verified'); void profile.refetch(); }} />
        </Section>
      )}
      <Section title="Your details">
        {profile.data ? <EditProfileForm key={profile.data.id} profile={profile.data} GoogleConfirm={GoogleConfirm} /> : <LoadingBlock height={320} label="Loading your profile" />}
      </Section>
      <Section title="Password">
        <ChangePasswordForm />
      </Section>
    </Stack>
  );
}
