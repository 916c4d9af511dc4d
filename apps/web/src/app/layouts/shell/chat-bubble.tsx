// The support chat bubble, for regular users only: a floating button opening a 377 px popup with the Home and
// Messages screens (spec section 2). Conversations arrive with the support-chat service.
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session.ts';

const ChatPopup = lazy(() => import('./chat-popup.tsx'));

export function ChatBubble() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (user?.profileType !== 'user') return null;
  return (
    <>
      {open && <Suspense fallback={null}><ChatPopup user={user} onClose={() => setOpen(false)} /></Suspense>}
      <Fab color="primary" aria-label={open ? 'Close support chat' : 'Open support chat'} aria-expanded={open} onClick={() => setOpen((o) => !o)} sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}>
        {open ? <CloseIcon /> : <ChatIcon />}
      </Fab>
    </>
  );
}
