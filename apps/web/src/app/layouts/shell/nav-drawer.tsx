// The role drawer: `<nav aria-label="Main">` with the spec's groups; permanent on wide screens, a menu on phones.
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { lazy, Suspense, type ReactNode } from 'react';
import { roleHasRight } from '@redress/contract/constants';
import { Link, useLocation } from 'react-router';
import { bestPathMatch, mayOpenAdminPage } from '../../../lib/authorization.ts';
import { prefetchPage } from '../../../lib/lazy-page.ts';
import { useSession } from '../../../lib/session.ts';
import { loaderFor } from '../../route-loaders.ts';
import { BUSINESS_USER_PATHS, businessUserNav, navFor, type NavGroup } from './nav-items.ts';

const icons: Record<string, ReactNode> = {
  home: <HomeOutlined />, explore: <ExploreOutlined />, compare: <CompareArrowsOutlined />, share: <ShareOutlined />,
  business: <BusinessOutlined />, help: <HelpOutlineOutlined />, dashboard: <DashboardOutlined />, complaints: <ReportProblemOutlined />,
  reviews: <RateReviewOutlined />, ratings: <StarOutlineOutlined />, moderation: <GavelOutlined />, support: <SupportAgentOutlined />, people: <PeopleOutlined />,
  audit: <HistoryOutlined />, account: <AccountBalanceOutlined />, settings: <SettingsOutlined />, reports: <AssessmentOutlined />,
  roles: <SecurityOutlined />, adverts: <CampaignOutlined />, plans: <ViewListOutlined />, write: <EditNoteOutlined />,
  mail: <MailOutlineOutlined />, digest: <NewspaperOutlined />, key: <SecurityOutlined />, widgets: <ViewListOutlined />, webhooks: <WebhookOutlined />,
};

// Business accounts only: their drawer loads it (decision 55).
const ProfileSwitch = lazy(() => import('./profile-switch.tsx'));
/** The switch's box: 16 px above a small toggle button. */
const PROFILE_SWITCH_HEIGHT = 55;

export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isBusiness = user?.profileType === 'organization' || user?.profileType === 'employee';
  let groups: NavGroup[] = navFor(user?.profileType);
  if (isBusiness && BUSINESS_USER_PATHS.includes(pathname)) groups = businessUserNav;
  if (isBusiness) groups = groups.map((g) => ({ ...g, items: g.items.filter((i) => !i.companyRight || roleHasRight(user.companyRole, i.companyRight)) }));
  if (user?.profileType === 'admin') groups = groups.map((g) => ({ ...g, items: g.items.filter((i) => mayOpenAdminPage(user.permissions, i.to)) }));
  // A heading whose every entry is hidden goes too.
  groups = groups.filter((g) => g.items.length > 0);
  // One entry is the current page: the closest one (Plans at /admin/subscriptions/plans, not Subscriptions too); Home
  // only at '/' itself.
  const current = pathname === '/' ? '/' : bestPathMatch(groups.flatMap((g) => g.items.map((i) => i.to)).filter((to) => to !== '/'), pathname);

  return (
    <Box component="nav" aria-label="Main" sx={{ pb: 2 }}>
      {/* The switch's height is kept while it loads, so the links below do not move. */}
      {isBusiness && <Suspense fallback={<Box sx={{ height: PROFILE_SWITCH_HEIGHT }} />}><ProfileSwitch onNavigate={onNavigate} /></Suspense>}
      {groups.map((group, gi) => (
        <List
          key={group.label ?? gi}
          dense
          aria-labelledby={group.label ? `nav-group-${gi}` : undefined}
          subheader={group.label ? <ListSubheader id={`nav-group-${gi}`} disableSticky sx={{ lineHeight: '36px', fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12, letterSpacing: '0.06em' }}>{group.label}</ListSubheader> : undefined}
        >
          {group.items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={Link}
                to={item.to}
                className={item.to === current ? 'active' : undefined}
                aria-current={item.to === current ? 'page' : undefined}
                onClick={onNavigate}
                onMouseEnter={() => prefetchPage(loaderFor(item.to))}
                onFocus={() => prefetchPage(loaderFor(item.to))}
                sx={{ mx: 1, borderRadius: 2, '&.active': { bgcolor: 'rgba(199, 53, 59, 0.10)', color: 'primary.dark', '& .MuiListItemIcon-root': { color: 'primary.dark' } } }}
              >
                <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>{icons[item.icon]}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
