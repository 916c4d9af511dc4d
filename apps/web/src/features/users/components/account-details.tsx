// What the admin knows about one account: contact, role, status, verification, settings, dates and its company.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@redress/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROLE_LABEL, STATUS_LOOKS } from '../lib/labels.ts';
import { formatDayTime } from '../../../lib/format.ts';

const when = formatDayTime;

export function AccountDetails({ user, companyHref }: { user: AdminUser; companyHref?: (companyId: string) => string }) {
  const rows: [string, ReactNode][] = [
    ['E-mail address', user.email],
    ['Phone', user.mobileNo ?? 'Not given'],
    ['Role', ROLE_LABEL[user.profileType]],
    ['Status', STATUS_LOOKS[user.status].label],
    ['E-mail verified', user.emailVerified ? 'Yes' : 'No'],
    ['Two-factor sign-in', user.TwoFactorEnabled ? 'On' : 'Off'],
    ['Newsletter', user.digestOptIn ? 'Subscribed' : 'Not subscribed'],
    ['Joined', <time key="joined" dateTime={user.createdAt}>{when(user.createdAt)}</time>],
    ['Last sign-in', user.lastLoginAt ? <time key="last" dateTime={user.lastLoginAt}>{when(user.lastLoginAt)}</time> : 'Never'],
  ];
  if (user.companyId) {
    rows.push(['Company', companyHref ? <Link component={RouterLink} to={companyHref(user.companyId)}>Open the company</Link> : user.companyId]);
  }
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.25 }, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 }, fontSize: { xs: 14, sm: 16 } }}>{term}</Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
