// The complaint itself: status, code, company, the date of experience, author and date, the due time, the progress timeline, the story,
// its category and product, its images, the company's closure request when there is one, and, from the repost rules,
// the original it reposts, how often it was reposted and its escalation level (each shown only when there is one).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Complaint } from '@redress/contract';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../lib/due-time.ts';
import { invitationText } from '../lib/invitation.ts';
import { AuthorName } from '../../../components/author-name.tsx';
import { DisputeChip, DisputeOutcomeLine } from '../../../components/dispute-label.tsx';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { DueTime } from './due-time.tsx';
import { StatusChip } from './status-chip.tsx';
import { StatusTimeline } from './status-timeline.tsx';

export function ComplaintDetails({ complaint: c, actions }: { complaint: Complaint; actions?: ReactNode }) {
  const org = c.organizationDto;
  const companyRef = org.slug ?? org.organizationId;
  const facts: [string, ReactNode][] = [
    ...(c.category[0] ? [['Category', c.category[0]] as [string, ReactNode]] : []),
    ...(c.product ? [['Product', c.product] as [string, ReactNode]] : []),
    ...(c.experiencedOn ? [['Date of experience', <time key="x" dateTime={c.experiencedOn}>{formatCalendarDay(c.experiencedOn)}</time>] as [string, ReactNode]] : []),
    ['Filed by', <AuthorName key="a" person={c.customerDto} />],
    ['Filed on', <time key="t" dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>],
    ...(c.closedAt ? [['Closed on', <time key="c" dateTime={c.closedAt}>{formatDate(c.closedAt)}</time>] as [string, ReactNode]] : []),
    ...(c.reason ? [['Closing reason', c.reason] as [string, ReactNode]] : []),
    ...(c.repostComplaintId ? [['Repost of', <Link key="o" component={RouterLink} to={paths.complaint(c.repostComplaintId)}>the original complaint</Link>] as [string, ReactNode]] : []),
    ...(c.repostCount > 0 ? [['Reposted', c.repostCount === 1 ? 'Once, as a new complaint' : `${c.repostCount} times, as new complaints`] as [string, ReactNode]] : []),
    ...(c.escalationLevel > 0 ? [['Escalation level', (
      <Fragment key="e">
        {c.escalationLevel}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          It rises each time the complaint goes overdue again or is reposted.
        </Typography>
      </Fragment>
    )] as [string, ReactNode]] : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StatusChip status={c.status} size="medium" />
        {c.uniqueId && <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>{c.uniqueId}</Typography>}
        {c.anonymous && <Chip size="small" variant="outlined" label="Anonymous" />}
        {c.hidden && <Chip size="small" variant="outlined" label="Hidden from the public" />}
        {c.repost && <Chip size="small" variant="outlined" label="Repost" />}
        <DisputeChip state={c.dispute} noun="complaint" />
      </Box>
      <DisputeOutcomeLine state={c.dispute} noun="complaint" />
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>{c.complaint}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <LogoMark name={org.organizationName} logo={org.logo} size={32} />
          <Typography>
            About{' '}
            {companyRef ? <Link component={RouterLink} to={paths.company(companyRef)} sx={{ fontWeight: 600 }}>{org.organizationName}</Link> : <strong>{org.organizationName}</strong>}
            {!org.organizationId && <Typography component="span" color="text.secondary"> (not on Redress yet)</Typography>}
          </Typography>
        </Box>
      </div>
      <DueTime complaint={c} variant="body1" />
      {c.prospectInvitation && <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{invitationText(c.prospectInvitation)}</Typography>}
      <StatusTimeline status={c.status} />
      {c.status === 'processed' && c.companyReason && (
        <Alert severity="info" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          <strong>{org.organizationName} asks {c.isMine ? 'you' : 'the customer'} to close this complaint:</strong> {c.companyReason}
        </Alert>
      )}
      {/* The author reads the moderator's decision in full, with the appeal, beside the details (issue 39). */}
      {c.flagged && c.flagReason && !c.moderation && <Alert severity="warning">Held by moderation: {c.flagReason}</Alert>}
      {c.hiddenReason && !c.moderation && (
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          <strong>A moderator hid this complaint from the public.</strong> Reason: {c.hiddenReason}
        </Alert>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.experience}</Typography>
      {c.attachments.length > 0 && (
        <Box component="ul" aria-label="Images" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {c.attachments.map((url, i) => (
            <li key={url}>
              <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`Image ${i + 1} (opens in a new tab)`}>
                <Box component="img" src={url} alt="" loading="lazy" sx={{ width: { xs: 88, sm: 120 }, height: { xs: 88, sm: 120 }, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} />
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {facts.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">{k}</Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>{v}</Typography>
          </Box>
        ))}
      </Box>
      {actions}
    </Paper>
  );
}
