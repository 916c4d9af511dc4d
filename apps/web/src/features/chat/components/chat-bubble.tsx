// The support chat bubble (spec section 2), for signed-in customers: a floating button opening a 377 px popup (the
// whole screen on phones) with Home, Messages and a conversation; maximize and restore; unread marks; live messages
// with a sound. Loaded on its own after the session is known, so no page's chunk carries it.
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import CloseIcon from '@mui/icons-material/Close';
import CloseFullscreen from '@mui/icons-material/CloseFullscreen';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import OpenInFull from '@mui/icons-material/OpenInFull';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { useEffect, useRef, useState } from 'react';
import { CHAT_POPUP_WIDTH, chatPreview } from '@redress/contract/chat-constants';
import type { SessionUser } from '@redress/contract';
import { useBrandName } from '../../../components/brand.ts';
import { toast } from '../../../lib/toast.ts';
import { useChats } from '../api/get-chats.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import { AgentPresence } from './agent-presence.tsx';
import { Conversation } from './conversation.tsx';
import { initialOf, supportPartner } from './support-partner.ts';

type Screen = 'home' | 'messages' | 'conversation';

/** The room the floating button takes at the bottom of the window: 56 px, 24 px below it, 24 px above it. */
const FAB_CLEARANCE = 104;

/**
 * While the button floats, nothing is left under it: a control scrolled or tabbed into view stops above it
 * (scroll-padding), and the page ends with room for it (the footer's last line reads `--rd-chat-clearance`).
 */
function useRoomForTheButton() {
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${FAB_CLEARANCE}px`;
    root.style.setProperty('--rd-chat-clearance', `${FAB_CLEARANCE}px`);
    return () => {
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty('--rd-chat-clearance');
    };
  }, []);
}

export default function ChatBubble({ user }: { user: SessionUser }) {
  const brand = useBrandName();
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(false);
  const [screen, setScreen] = useState<Screen>('home');
  const chats = useChats(user.id);
  useLiveChat(user.id, { sound: true });
  const fabRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useRoomForTheButton();

  useEffect(() => {
    if (chats.error) toast.error(chats.error.message || 'Your conversations could not be loaded');
  }, [chats.error]);
  useEffect(() => {
    if (open) dialogRef.current?.focus();
  }, [open, screen]);

  const thread = chats.data?.[0];
  const unread = (chats.data ?? []).reduce((n, t) => n + t.unread, 0);
  const partner = supportPartner(thread, brand);
  const close = () => {
    setOpen(false);
    fabRef.current?.focus();
  };

  return (
    <>
      {open && (
        <Paper
          ref={dialogRef}
          role="dialog"
          aria-label="Support chat"
          tabIndex={-1}
          elevation={8}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
          sx={{
            position: 'fixed', zIndex: 1300, display: 'flex', flexDirection: 'column', overflow: 'hidden', outline: 'none',
            inset: { xs: 0, sm: full ? '80px 24px 24px auto' : 'auto 24px 96px auto' },
            width: { xs: '100%', sm: full ? `min(900px, calc(100vw - 48px))` : CHAT_POPUP_WIDTH },
            height: { xs: '100%', sm: full ? 'auto' : 'min(560px, calc(100vh - 120px))' },
            borderRadius: { xs: 0, sm: 2 },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {screen === 'conversation' && (
              <IconButton color="inherit" aria-label="Back to messages" onClick={() => setScreen('messages')}><ArrowBack /></IconButton>
            )}
            <Box sx={{ flex: 1, minWidth: 0, pl: screen === 'conversation' ? 0 : 1 }}>
              <Typography component="h2" sx={{ fontWeight: 600 }} noWrap>{screen === 'conversation' ? partner.userName : screen === 'messages' ? 'Messages' : `${brand} Support`}</Typography>
              {screen === 'conversation' && <AgentPresence />}
            </Box>
            <IconButton color="inherit" aria-label={full ? 'Restore chat size' : 'Maximize chat'} onClick={() => setFull(!full)} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {full ? <CloseFullscreen /> : <OpenInFull />}
            </IconButton>
            <IconButton color="inherit" aria-label="Close chat" onClick={close}><CloseIcon /></IconButton>
          </Box>

          {screen === 'home' && (
            <Box sx={{ flex: 1, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography variant="h5" component="p">Hi {user.firstName || 'there'} 👋</Typography>
              <Typography>Have any issues?</Typography>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Button variant="contained" onClick={() => setScreen('conversation')}>Send us a message</Button>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>We are ready to help</Typography>
              </Paper>
            </Box>
          )}

          {screen === 'messages' && (
            <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>Your conversations</Typography>
              <List>
                {(chats.data ?? []).filter((t) => t.chatDtoList.length > 0).map((t) => {
                  const p = supportPartner(t, brand);
                  const last = t.chatDtoList[t.chatDtoList.length - 1];
                  return (
                    <ListItem key={t.id} disablePadding>
                      <ListItemButton onClick={() => setScreen('conversation')}>
                        <ListItemAvatar><Avatar aria-hidden>{initialOf(p.userName)}</Avatar></ListItemAvatar>
                        <ListItemText primary={p.userName} secondary={chatPreview(last?.message)} />
                        {t.unread > 0 && <Badge color="primary" badgeContent={t.unread} aria-label={`${t.unread} unread`} sx={{ mr: 1 }} />}
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
              <Button variant="outlined" onClick={() => setScreen('conversation')}>Start new chat</Button>
            </Box>
          )}

          {screen === 'conversation' && (
            <Conversation
              customerId={user.id}
              viewerId={user.id}
              recipient={partner}
              thread={thread}
              welcome={`Welcome to ${brand} support. Ask us anything.`}
              autoFocus
            />
          )}

          {screen !== 'conversation' && (
            <BottomNavigation showLabels value={screen} onChange={(_e, v: Screen) => setScreen(v)} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
              <BottomNavigationAction label="Messages" value="messages" icon={<ForumIcon />} />
            </BottomNavigation>
          )}
        </Paper>
      )}
      <Fab
        ref={fabRef}
        color="primary"
        aria-label={open ? 'Close support chat' : unread > 0 ? `Open support chat, ${unread} unread` : 'Open support chat'}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1300, display: { xs: open ? 'none' : 'inline-flex', sm: 'inline-flex' } }}
      >
        <Badge color="secondary" badgeContent={unread} invisible={unread === 0}><ChatIcon /></Badge>
      </Fab>
    </>
  );
}
