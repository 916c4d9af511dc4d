// The top bar: menu button (phones), logo, company search, notification bell, profile menu (spec section 2).
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { clearSession, useSession } from '../../../lib/session.ts';
import { MAX_CONTENT_WIDTH } from '../../../theme/theme.ts';

export const LOGOUT_DELAY_MS = 1000;
export const NOTIFICATION_PANEL = { width: 350, height: 400 };

function CompanySearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    navigate(q ? `${paths.explore}?SearchText=${encodeURIComponent(q)}` : paths.explore);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: 1, maxWidth: 420, display: { xs: 'none', sm: 'block' } }}>
      <TextField
        size="small" fullWidth value={text} onChange={(e) => setText(e.target.value)}
        placeholder="Search companies"
        slotProps={{
          htmlInput: { 'aria-label': 'Search companies' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> },
        }}
      />
    </Box>
  );
}

function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label="Notifications" onClick={(e) => setAnchor(e.currentTarget)}>
        <NotificationsOutlined />
      </IconButton>
      <Popover
        open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: NOTIFICATION_PANEL.width, maxWidth: 'calc(100vw - 16px)', height: NOTIFICATION_PANEL.height, display: 'flex', flexDirection: 'column' } } }}
      >
        <Typography variant="h4" component="h2" sx={{ p: 2, pb: 1 }}>Notifications</Typography>
        <Divider />
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, color: 'text.secondary', textAlign: 'center' }}>
          <Typography>You don&apos;t have any pending notifications...</Typography>
        </Box>
      </Popover>
    </>
  );
}

function ProfileMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const isAdmin = user.profileType === 'admin';

  const logout = async () => {
    setAnchor(null);
    try {
      await api.post('/auth/logout', undefined, { handleUnauthorized: false });
    } finally {
      navigate(isAdmin ? paths.admin.login : paths.login, { replace: true });
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
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.firstName} {user.lastName}</Typography>
          <Typography variant="body2" color="text.secondary">{user.email}</Typography>
        </Box>
        <Divider />
        {!isAdmin && <MenuItem component={RouterLink} to={paths.profile} onClick={() => setAnchor(null)}><ListItemText>Profile</ListItemText></MenuItem>}
        <MenuItem onClick={logout}><ListItemText>Logout</ListItemText></MenuItem>
      </Menu>
    </>
  );
}

/** `menuButtonUntil`: 'md' hides the menu button where the drawer sits beside the content. */
export function TopBar({ onMenu, menuButtonUntil, search = true }: { onMenu?: () => void; menuButtonUntil?: 'md' | 'always'; search?: boolean }) {
  const { status, user } = useSession();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, maxWidth: MAX_CONTENT_WIDTH, width: '100%', mx: 'auto' }}>
        {menuButtonUntil && (
          <IconButton edge="start" aria-label="Open menu" onClick={onMenu} sx={{ display: menuButtonUntil === 'md' ? { md: 'none' } : undefined }}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo to={user?.profileType === 'admin' ? paths.admin.dashboard : '/'} />
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>{search && <CompanySearch />}</Box>
        {search && (
          <IconButton component={RouterLink} to={paths.explore} aria-label="Search companies" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
            <SearchIcon />
          </IconButton>
        )}
        {user && <NotificationBell />}
        {user && <ProfileMenu />}
        {status === 'anonymous' && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to={paths.login} variant="text" sx={{ color: 'text.primary' }}>Sign in</Button>
            <Button component={RouterLink} to={paths.signup} variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>Sign up</Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
