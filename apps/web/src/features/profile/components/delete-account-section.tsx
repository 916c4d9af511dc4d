// "Delete my account" (issue 40, decision 182): the profile's section and its confirmation dialog. The person confirms
// with their password and chooses what becomes of their public posts, each choice saying what it does to the
// companies' scores; a business owner hands the company to an employee or releases it. The request signs them out
// everywhere; the page they land on says the day the account goes, and that signing in before then cancels it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DeletionPostsChoice } from '@redress/contract';
import { usePublicConfig } from '../../../components/brand.ts';
import { TextField } from '../../../components/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount, useHandoverCandidates, useProfile } from '../api/profile.ts';
import type { GoogleConfirmComponent } from './edit-profile-form.tsx';

const CHOICES: { value: DeletionPostsChoice; label: string; explains: string }[] = [
  {
    value: 'anonymise', label: 'Keep them, anonymised',
    explains: 'Your complaints, reviews, ratings and comments stay, shown as by a "Former member" with no name, picture or profile. The companies\' scores do not change.',
  },
  {
    value: 'delete', label: 'Delete them',
    explains: 'Your complaints, reviews, ratings and comments disappear. The score of each company you rated or reviewed is recomputed without them, so it may go up or down.',
  },
];

/** `GoogleConfirm` (lazy, from app/): an account without a password confirms with Google before it asks. */
export function DeleteAccountSection({ GoogleConfirm }: { GoogleConfirm: GoogleConfirmComponent }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const graceDays = usePublicConfig()?.accountDeletionGraceDays ?? 14;
  if (!user || user.profileType === 'admin') return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }} component="section" aria-labelledby="delete-account-title">
      <Typography id="delete-account-title" component="h2" variant="h3" sx={{ mb: 1 }}>Delete my account</Typography>
      <Typography sx={{ mb: 2 }}>
        Your account and your personal data are deleted {graceDays} days after you ask; you are signed out everywhere at once, and
        signing in before then cancels the deletion. You choose what happens to what you published.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>Delete my account…</Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} GoogleConfirm={GoogleConfirm} />}
    </Paper>
  );
}

function DeleteAccountDialog({ onClose, GoogleConfirm }: { onClose: () => void; GoogleConfirm: GoogleConfirmComponent }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const profile = useProfile(user?.id);
  const owner = user?.profileType === 'organization' && user.companyRole === 'owner' ? user.companyId : null;
  const candidates = useHandoverCandidates(owner);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [posts, setPosts] = useState<DeletionPostsChoice>('anonymise');
  const [handover, setHandover] = useState('release');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const hasPassword = profile.data?.hasPassword !== false;
  const publicConfig = usePublicConfig();
  const googleClientId = publicConfig?.googleClientId;
  const graceDays = publicConfig?.accountDeletionGraceDays ?? 14;
  const [googleConfirmed, setGoogleConfirmed] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setErrors({});
    try {
      const r = await remove.mutateAsync({ posts, ...(hasPassword ? { password } : {}), ...(owner ? { companyHandover: handover } : {}) });
      toast.info(`Your account will be deleted on ${formatDay(r.deletionDueAt!)}. Sign in before then to cancel.`);
      navigate(paths.home, { replace: true, state: { accountDeletionOn: r.deletionDueAt } });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : undefined;
      setErrors(apiError?.fieldErrors ?? {});
      setError(apiError?.message ?? 'Something went wrong');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delete-account-dialog-title">
      <Stack component="form" onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-dialog-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <FormControl>
              <FormLabel id="delete-account-posts">What happens to your public posts</FormLabel>
              <RadioGroup aria-labelledby="delete-account-posts" value={posts} onChange={(e) => setPosts(e.target.value as DeletionPostsChoice)}>
                {CHOICES.map((c) => (
                  <FormControlLabel key={c.value} value={c.value} control={<Radio />} sx={{ alignItems: 'flex-start', mt: 1 }} label={(
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>{c.label}</Typography>
                      <Typography component="span" variant="body2" color="text.secondary">{c.explains}</Typography>
                    </span>
                  )} />
                ))}
              </RadioGroup>
            </FormControl>
            {owner && (
              <MuiTextField select label="Your company" value={handover} onChange={(e) => setHandover(e.target.value)}
                error={!!errors.companyHandover} helperText={errors.companyHandover ?? 'Hand it to one of its employees, who becomes its owner, or release it: it stays on Redress, unclaimed.'}>
                <MenuItem value="release">Release the company (it becomes unclaimed)</MenuItem>
                {(candidates.data?.data ?? []).map((e) => <MenuItem key={e.userId} value={e.userId}>Hand it to {e.firstName} {e.lastName}</MenuItem>)}
              </MuiTextField>
            )}
            {hasPassword ? (
              <TextField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)}
                required error={!!errors.password} helperText={errors.password} />
            ) : googleConfirmed ? (
              <Alert severity="success">Confirmed with Google: you may delete your account now.</Alert>
            ) : googleClientId ? (
              <Stack spacing={1} role="group" aria-label="Confirm it is you">
                <Typography>Your account has no password: confirm it is you with the Google account you sign in with.</Typography>
                <Suspense fallback={<Skeleton variant="rounded" width={320} height={44} />}>
                  <GoogleConfirm clientId={googleClientId} onConfirmed={() => setGoogleConfirmed(true)} />
                </Suspense>
              </Stack>
            ) : (
              <Alert severity="warning">Google sign-in is not available just now, and your account needs it to confirm it is you. Try again later.</Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              You will be signed out everywhere at once. Your account is deleted for good after {graceDays} days; signing in before then cancels it.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" loading={remove.isPending} disabled={hasPassword ? !password : !googleConfirmed}>Delete my account</Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
