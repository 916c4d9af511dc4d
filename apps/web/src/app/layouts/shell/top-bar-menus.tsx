// What the top bar shows only to signed-in people, loaded once someone is: the account menu (mounted when it first
// opens) and the notification bell (decision 104).
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { paths } from '../../../config/paths.ts';

export { NotificationBell } from '../../../features/notifications/components/notification-bell.tsx';

interface PanelProps { anchor: HTMLElement | null; onClose: () => void }

export function AccountMenu({ anchor, onClose, user, onLogout }: PanelProps & { user: SessionUser; onLogout: () => void }) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.firstName} {user.lastName}</Typography>
        <Typography variant="body2" color="text.secondary">{user.email}</Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={paths.profile} onClick={onClose}><ListItemText>Profile</ListItemText></MenuItem>
      <MenuItem onClick={onLogout}><ListItemText>Logout</ListItemText></MenuItem>
    </Menu>
  );
}
