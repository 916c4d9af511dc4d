// The top bar's bell (spec section 2): the unread count on a badge, a "new" mark when a notification arrives live, and
// the panel, loaded only when first opened. The shell loads the bell for signed-in people only (decisions 84 and 104).
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useUnreadNotifications } from '../api/get-unread.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';

const NotificationPanel = lazy(() => import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })));

export function bellLabel(unread: number): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications, none unread';
}

export function NotificationBell() {
  const { data } = useUnreadNotifications(true);
  const { fresh, seen } = useLiveNotifications(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = data?.unread ?? 0;
  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)} aria-haspopup="dialog" aria-expanded={!!anchor} data-new={fresh || undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          seen();
        }}
      >
        <Badge badgeContent={unread} color={fresh ? 'error' : 'primary'} max={99} overlap="circular">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {/* Said once when something arrives while the page is open. */}
      <Box role="status" sx={visuallyHidden}>{fresh ? 'New notification' : ''}</Box>
      <LazyOverlay open={!!anchor}><NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} /></LazyOverlay>
    </>
  );
}
