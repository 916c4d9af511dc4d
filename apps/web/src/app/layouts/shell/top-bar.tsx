// The top bar: menu button (phones), logo, company search, the notification bell and the profile menu (spec section 2).
// The bell is back now that notifications are delivered (decision 104); it loads for signed-in people only, its panel
// on first open.
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { Logo } from '../../../components/logo.tsx';
import { paths } from '../../../config/paths.ts';
import { CompanySearch } from '../../../features/companies/components/company-search.tsx';
import { api } from '../../../lib/api-client.ts';
import { clearSession, useSession } from '../../../lib/session.ts';
import { MAX_CONTENT_WIDTH } from '../../../theme/theme.ts';

export const LOGOUT_DELAY_MS = 1000;

// Only signed-in people have a bell: it comes with the account menu's chunk, so a visitor's first load (every public
// page, decision 84) carries neither.
const NotificationBell = lazy(() => import('./top-bar-menus.tsx').then((m) => ({ default: m.NotificationBell })));
const AccountMenu = lazy(() => import('./top-bar-menus.tsx').then((m) => ({ default: m.AccountMenu })));

function ProfileMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const logout = async () => {
    setAnchor(null);
    try {
      await api.post('/auth/logout', undefined, { handleUnauthorized: false });
    } finally {
      navigate(user.profileType === 'admin' ? paths.admin.login : paths.login, { replace: true });
      // The spec clears the session one second after leaving.
      setTimeout(clearSession, LOGOUT_DELAY_MS);
    }
  };
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <>
      <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} sx={{ p: 0.5 }}>
        <Avatar src={user.picture ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 14 }}>{initials}</Avatar>
      </IconButton>
      <LazyOverlay open={!!anchor}><AccountMenu anchor={anchor} onClose={() => setAnchor(null)} user={user} onLogout={logout} /></LazyOverlay>
    </>
  );
}

/** `menuButtonUntil`: 'md' hides the menu button where the drawer sits beside the content. */
export function TopBar({ onMenu, menuButtonUntil, search = true }: { onMenu?: () => void; menuButtonUntil?: 'md' | 'always'; search?: boolean }) {
  const { status, user } = useSession();
  const { pathname, search: query } = useLocation();
  // Sent home by an expired session (`/?redirectTo=...`): signing in again goes back there.
  const redirectTo = new URLSearchParams(query).get('redirectTo');
  const signInTo = redirectTo ? `${paths.login}?redirectTo=${encodeURIComponent(redirectTo)}` : paths.login;
  // Phones open the search in a row under the bar; it closes when a company is chosen or the page changes.
  const [phoneSearch, setPhoneSearch] = useState(false);
  useEffect(() => setPhoneSearch(false), [pathname]);
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, maxWidth: MAX_CONTENT_WIDTH, width: '100%', mx: 'auto' }}>
        {menuButtonUntil && (
          <IconButton edge="start" aria-label="Open menu" onClick={onMenu} sx={{ display: menuButtonUntil === 'md' ? { md: 'none' } : undefined }}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo to={user?.profileType === 'admin' ? paths.admin.dashboard : '/'} />
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
          {search && <Box sx={{ flex: 1, maxWidth: 420, display: { xs: 'none', sm: 'block' } }}><CompanySearch /></Box>}
        </Box>
        {search && (
          <IconButton
            aria-label={phoneSearch ? 'Close search' : 'Search companies'} aria-expanded={phoneSearch} onClick={() => setPhoneSearch((o) => !o)}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            {phoneSearch ? <CloseIcon /> : <SearchIcon />}
          </IconButton>
        )}
        {user && <Suspense fallback={null}><NotificationBell /></Suspense>}
        {user && <ProfileMenu />}
        {status === 'anonymous' && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={signInTo} variant="text" sx={{ color: 'text.primary' }}>Sign in</Button>
            <Button component={RouterLink} to={paths.signup} variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>Sign up</Button>
          </Box>
        )}
      </Toolbar>
      {search && phoneSearch && (
        <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 2, pb: 1.5 }}>
          <CompanySearch autoFocus onDone={() => setPhoneSearch(false)} />
        </Box>
      )}
    </AppBar>
  );
}
