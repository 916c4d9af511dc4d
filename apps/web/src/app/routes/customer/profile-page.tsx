// /profile: the signed-in user's details and e-mail verification status; admins' too, from the account menu, where a
// new admin changes the starting password they were handed (decision 123).
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { ADMIN_DEACTIVATION } from '../../../features/profile/api/profile.ts';
import { YourDataSection } from '../../../features/profile/components/your-data-section.tsx';
import { DeleteAccountSection } from '../../../features/profile/components/delete-account-section.tsx';
import { useSession } from '../../../lib/session.ts';

// Google's button and script load only for an account without a password, in the deletion's dialog.
const GoogleConfirm = lazy(() => import('../../../features/auth/components/google-sign-in.tsx').then((m) => ({ default: m.GoogleConfirm })));

export default function ProfilePage() {
  usePageTitle('Profile');
  const { user } = useSession();
  if (!user) return null;
  const isAdmin = user.profileType === 'admin';
  const rows: [string, string][] = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['E-mail', user.email],
    ['Mobile', user.mobileNo ?? 'Not given'],
    ['Two-factor sign-in', user.TwoFactorEnabled ? 'On (code by e-mail)' : 'Off'],
  ];
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>Profile</Typography>
      {!user.emailVerified && user.profileType === 'user' && (
        <Alert severity="warning" sx={{ mb: 3 }}>Your e-mail address is not verified yet. Verify it to file complaints, write reviews and rate companies.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <Avatar src={user.picture ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}>{user.firstName[0]}</Avatar>
          <Box>
            <Typography component="h2" variant="h3">{user.firstName} {user.lastName}</Typography>
            <Chip size="small" color={user.emailVerified ? 'success' : 'warning'} label={user.emailVerified ? 'E-mail verified' : 'E-mail not verified'} />
          </Box>
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">{k}</Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>{v}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
          <Button component={RouterLink} to={paths.editProfile} variant="contained">Edit profile</Button>
          {!isAdmin && <Button component={RouterLink} to={paths.deactivateAccount} color="error">Deactivate account</Button>}
        </Box>
        {isAdmin && <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{ADMIN_DEACTIVATION}</Typography>}
      </Paper>
      <YourDataSection />
      <DeleteAccountSection GoogleConfirm={GoogleConfirm} />
    </>
  );
}
