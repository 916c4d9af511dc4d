// /login: customers, businesses and (with the switch) company employees. Follows redirectTo after sign-in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { SessionResponse } from '@redress/contract';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths, safeRedirect, withRedirect } from '../../../config/paths.ts';
import { getCompanySettings } from '../../../features/account/api/settings.ts';
import { SignInForm } from '../../../features/auth/components/sign-in-form.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAfterHydration } from '../../../lib/use-after-hydration.ts';
import { homeFor } from '../../layouts/shell/nav-items.ts';

// Only when the server has a Google client id: the button, its "or" and Google's script load then (decision 55).
const GoogleSignInOption = lazy(() => import('../../../features/auth/components/google-sign-in.tsx').then((m) => ({ default: m.GoogleSignInOption })));

/** Where Google's button goes, before it is drawn: the "or" and a button's height, so that nothing moves. */
function GoogleSpace({ hydrateOnLoad = false }: { hydrateOnLoad?: boolean }) {
  return (
    <div {...(hydrateOnLoad ? { 'data-hydrate-on-load': '' } : {})}>
      <Divider sx={{ my: 2 }}>or</Divider>
      <Box sx={{ height: 44 }} />
    </div>
  );
}

/** Where a sign-in lands: a business owner's company may start its profile switch on User (decision 120). */
async function landingFor(s: SessionResponse): Promise<string> {
  const home = homeFor(s.user.profileType);
  if (s.user.profileType !== 'organization' || !s.user.companyId) return home;
  try {
    return (await getCompanySettings(s.user.companyId)).profileDefault === 'user' ? paths.business.complaints : home;
  } catch {
    return home;
  }
}

export default function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [employee, setEmployee] = useState(false);
  const redirectTo = params.get('redirectTo');
  // Google's button after hydration: the server cannot wait for its chunk, and would hand the browser a failed boundary.
  const googleClientId = usePublicConfig()?.googleClientId;
  const hydrated = useAfterHydration();
  const done = useCallback((s: SessionResponse) => {
    void landingFor(s).then((home) => navigate(safeRedirect(redirectTo, home), { replace: true }));
  }, [navigate, redirectTo]);

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Sign in</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Welcome back. Sign in to follow your complaints and answer your customers.</Typography>
      {user && redirectTo && (
        <Alert severity="info" sx={{ mb: 2 }}>You are signed in as {user.email}, which cannot open that page. Sign in with another account to continue.</Alert>
      )}
      <SignInForm
        portal={employee ? 'employee' : 'customer'}
        onSignedIn={done}
      />
      {googleClientId && !employee && (hydrated
        ? <Suspense fallback={<GoogleSpace />}><GoogleSignInOption clientId={googleClientId} onSignedIn={done} /></Suspense>
        // Its place, kept from the first paint; the server's page asks to be taken over once loaded (boot.ts), since
        // only the app can draw Google's button.
        : <GoogleSpace hydrateOnLoad />)}
      <FormControlLabel sx={{ mt: 1 }} control={<Switch checked={employee} onChange={(e) => setEmployee(e.target.checked)} />} label="I am a company employee" />
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Link component={RouterLink} to={paths.forgotPassword}>Forgot your password?</Link>
        <Typography>New here? <Link component={RouterLink} to={redirectTo ? withRedirect(paths.signup, redirectTo) : paths.signup}>Create an account</Link> or <Link component={RouterLink} to={paths.companySignup}>sign up your business</Link>.</Typography>
      </Box>
    </>
  );
}
