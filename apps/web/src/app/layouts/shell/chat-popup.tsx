// The chat bubble's popup (loaded when first opened): the Home and Messages screens, 377 px wide.
import CloseIcon from '@mui/icons-material/Close';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { useBrandName } from '../../../components/brand.ts';
import { paths } from '../../../config/paths.ts';

export const CHAT_POPUP_WIDTH = 377;

export default function ChatPopup({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const brand = useBrandName();
  const [screen, setScreen] = useState<'home' | 'messages'>('home');
  return (
    <Paper
      role="dialog" aria-label="Support chat" elevation={8}
      sx={{ position: 'fixed', right: { xs: 8, sm: 24 }, bottom: 96, width: CHAT_POPUP_WIDTH, maxWidth: 'calc(100vw - 16px)', height: 480, maxHeight: 'calc(100vh - 120px)', display: 'flex', flexDirection: 'column', zIndex: (t) => t.zIndex.speedDial, overflow: 'hidden', borderRadius: 3 }}
    >
      <Box sx={{ bgcolor: 'secondary.main', color: '#fff', p: 2, display: 'flex', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h2" variant="h3" sx={{ color: '#fff' }}>{screen === 'home' ? `Hi ${user.firstName} 👋` : 'Your conversations'}</Typography>
          {screen === 'home' && <Typography sx={{ color: 'grey.200' }}>Have any issues?</Typography>}
        </Box>
        <IconButton aria-label="Close chat" onClick={onClose} sx={{ color: '#fff' }}><CloseIcon /></IconButton>
      </Box>
      <Box sx={{ flex: 1, p: 2, overflowY: 'auto' }}>
        {screen === 'home' ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>Send us a message</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>We are ready to help</Typography>
            <Button variant="contained" onClick={() => setScreen('messages')}>Send us a message</Button>
          </Paper>
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', pt: 4 }}>
            <Typography sx={{ mb: 2 }}>No conversations yet. Live chat with {brand} Support opens soon; until then our team answers through the contact form.</Typography>
            <Button variant="outlined" component={RouterLink} to={paths.contactUs} onClick={onClose}>Contact us</Button>
          </Box>
        )}
      </Box>
      <BottomNavigation showLabels value={screen} onChange={(_e, v: 'home' | 'messages') => setScreen(v)} sx={{ borderTop: 1, borderColor: 'divider' }}>
        <BottomNavigationAction label="Home" value="home" icon={<HomeOutlined />} />
        <BottomNavigationAction label="Messages" value="messages" icon={<ForumOutlined />} />
      </BottomNavigation>
    </Paper>
  );
}
