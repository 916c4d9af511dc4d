// The top bar's pop-up panels, loaded the first time one opens: the notification list and the account menu.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { paths } from '../../../config/paths.ts';

export const NOTIFICATION_PANEL = { width: 350, height: 400 };

interface PanelProps { anchor: HTMLElement | null; onClose: () => void }

export function NotificationsPopover({ anchor, onClose }: PanelProps) {
  return (
    <Popover
      open={!!anchor} anchorEl={anchor} onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: NOTIFICATION_PANEL.width, maxWidth: 'calc(100vw - 16px)', height: NOTIFICATION_PANEL.height, display: 'flex', flexDirection: 'column' } } }}
    >
      <Typography variant="h4" component="h2" sx={{ p: 2, pb: 1 }}>Notifications</Typography>
      <Divider />
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, color: 'text.secondary', textAlign: 'center' }}>
        <Typography>You don&apos;t have any pending notifications...</Typography>
      </Box>
    </Popover>
  );
}

export function AccountMenu({ anchor, onClose, user, onLogout }: PanelProps & { user: SessionUser; onLogout: () => void }) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.firstName} {user.lastName}</Typography>
        <Typography variant="body2" color="text.secondary">{user.email}</Typography>
      </Box>
      <Divider />
      {user.profileType !== 'admin' && <MenuItem component={RouterLink} to={paths.profile} onClick={onClose}><ListItemText>Profile</ListItemText></MenuItem>}
      <MenuItem onClick={onLogout}><ListItemText>Logout</ListItemText></MenuItem>
    </Menu>
  );
}
