// The frame every navigating layout shares: skip link, top bar, role drawer (permanent from 960 px, a menu
// below), the main landmark at up to 1400 px, and an optional footer. The content area is at least a screen tall, so
// the footer starts below the fold and does not jump down when a page's content arrives. The spec's side adverts show
// the live campaigns admins set up, to visitors and customers on screens 1400 px and wider (loaded only there), and
// nothing when none is live (decision 128); the support chat bubble, for signed-in customers only, loads on its own
// once the session is known (decision 107).
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { useSession } from '../../../lib/session.ts';
import { DRAWER_WIDTH, MAX_CONTENT_WIDTH } from '../../../theme/theme.ts';
import { Footer } from './footer.tsx';
import { NavContent } from './nav-drawer.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

const Drawer = lazy(() => import('@mui/material/Drawer'));
const ChatBubble = lazy(() => import('../../chat-chunks.ts').then((m) => m.loadChatBubble()));
const AdvertColumn = lazy(() => import('../../../components/advert-column.tsx').then((m) => ({ default: m.AdvertColumn })));

/** The theme's xl breakpoint: the side adverts have room from here. */
const ADVERT_QUERY = '(min-width: 1400px)';
/**
 * Whether the screen is wide enough for the side adverts. Below it the column is neither loaded nor asked for, so an
 * advert is counted only when someone can see it (decision 128). Read after mounting: a server-rendered page has none
 * until it becomes the app, at the visitor's first interaction (boot.ts).
 */
function useAdvertRoom() {
  const [room, setRoom] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const m = window.matchMedia(ADVERT_QUERY);
    const update = () => setRoom(m.matches);
    update();
    m.addEventListener('change', update);
    return () => m.removeEventListener('change', update);
  }, []);
  return room;
}
export interface AppShellProps {
  /** Show the drawer beside the content on wide screens (otherwise it is only a menu). */
  sideNav?: boolean;
  footer?: boolean;
  search?: boolean;
  contentMaxWidth?: number;
  children?: ReactNode;
}

export function AppShell({ sideNav = true, footer = true, search = true, contentMaxWidth = MAX_CONTENT_WIDTH, children }: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { user } = useSession();
  const advertRoom = useAdvertRoom();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar menuButtonUntil={sideNav ? 'md' : 'always'} onMenu={() => setMenuOpen(true)} search={search} />
      <LazyOverlay open={menuOpen}>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
          <NavContent onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      </LazyOverlay>
      <Box sx={{ display: 'flex', flex: 1, minHeight: '100vh', width: '100%', maxWidth: MAX_CONTENT_WIDTH + (sideNav ? DRAWER_WIDTH : 0), mx: 'auto' }}>
        {sideNav && (
          // The column (its background and border) runs the whole height of the content; the links inside stay in view.
          <Box sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Box sx={{ position: 'sticky', top: 64, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto' }}>
              <NavContent />
            </Box>
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', gap: 3, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, maxWidth: contentMaxWidth, mx: 'auto', outline: 'none' }}>
            {children ?? <Outlet />}
          </Box>
          {sideNav && advertRoom && (!user || user.profileType === 'user') && <Suspense fallback={null}><AdvertColumn /></Suspense>}
        </Box>
      </Box>
      {footer && <Footer />}
      {user?.profileType === 'user' && (
        <Suspense fallback={null}>
          <ChatBubble user={user} />
        </Suspense>
      )}
    </Box>
  );
}
