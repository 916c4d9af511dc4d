// The notifications panel (spec sections 2 and 9): 350 wide and 400 high (narrower on a phone), newest first with
// "Load more", "Mark all read", and the spec's empty text. Choosing one marks it read and opens its page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@redress/contract';
import { NOTIFICATION_PANEL, NOTIFICATIONS_EMPTY_TEXT } from '@redress/contract/notification-constants';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read.ts';

export function NotificationPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const titleId = useId();
  const list = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const open = (n: Notification) => {
    if (!n.read) markOne.mutate(n.id);
    onClose();
    if (n.action) navigate(n.action);
  };

  return (
    <Popover
      open={!!anchor} anchorEl={anchor} onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      marginThreshold={8}
      slotProps={{
        paper: {
          role: 'dialog', 'aria-labelledby': titleId,
          sx: { width: NOTIFICATION_PANEL.width, maxWidth: 'calc(100vw - 16px)', height: NOTIFICATION_PANEL.height, maxHeight: 'calc(100dvh - 72px)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>Notifications</Typography>
        <Button size="small" onClick={() => markAll.mutate()} disabled={!unread || markAll.isPending}>Mark all read</Button>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {list.isPending && <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress size={24} aria-label="Loading notifications" /></Box>}
        {list.isError && <Typography sx={{ p: 2 }} color="error">Notifications could not be loaded. Try again later.</Typography>}
        {list.isSuccess && items.length === 0 && <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">{NOTIFICATIONS_EMPTY_TEXT}</Typography>}
        {items.length > 0 && (
          <List dense disablePadding aria-label="Notifications, newest first">
            {items.map((n) => (
              <li key={n.id}>
                <ListItemButton
                  onClick={() => open(n)} data-read={n.read}
                  sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', bgcolor: n.read ? undefined : 'action.hover' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: n.read ? 400 : 600 }}>
                    {!n.read && <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Unread: </Box>}
                    {n.title}
                  </Typography>
                  {n.subtitle && <Typography variant="body2" color="text.secondary" noWrap>{n.subtitle}</Typography>}
                  <Typography variant="caption" color="text.secondary">{formatDateTime(n.actionTime)}</Typography>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <Button size="small" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </Box>
        )}
      </Box>
    </Popover>
  );
}
