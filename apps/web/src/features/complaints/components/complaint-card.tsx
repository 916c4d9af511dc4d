// A complaint in a list: company, status, title (the link), a line of the story, the due time, votes, comments and
// the date. The whole card is clickable through the title's link.
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ComplaintSummary } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../lib/due-time.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { CompanyMark } from './company-mark.tsx';
import { DueTime } from './due-time.tsx';
import { StatusChip } from './status-chip.tsx';
import { formatInteger } from '../../../lib/format.ts';

const plural = (n: number, one: string) => `${formatInteger(n)} ${one}${n === 1 ? '' : 's'}`;

export function ComplaintCard({ complaint: c, to, showCompany = true, showAuthor = false }: { complaint: ComplaintSummary; to: string; showCompany?: boolean; showAuthor?: boolean }) {
  return (
    <Card variant="outlined" sx={{ position: 'relative', p: { xs: 2, sm: 2.5 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1, '&:hover': { borderColor: 'text.secondary' }, '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {showCompany && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flex: 1 }}>
            <CompanyMark name={c.organizationDto.organizationName} logo={c.organizationDto.logo} size={28} />
            <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.organizationDto.organizationName}</Typography>
          </Box>
        )}
        {!showCompany && <Box sx={{ flex: 1 }} />}
        <StatusChip status={c.status} />
      </Box>
      <Typography component="h3" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={to} color="inherit" underline="hover" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}>
          {c.complaint}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
        {c.excerpt}
      </Typography>
      <Box sx={{ mt: 'auto', pt: 0.5 }}><DueTime complaint={c} /></Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', fontSize: 14 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ThumbUpOutlined aria-hidden sx={{ fontSize: 18 }} /><span aria-hidden>{c.votes}</span><Box component="span" sx={visuallyHidden}>{plural(c.votes, 'like')}</Box>
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ChatBubbleOutline aria-hidden sx={{ fontSize: 18 }} /><span aria-hidden>{c.commentsCount}</span><Box component="span" sx={visuallyHidden}>{plural(c.commentsCount, 'comment')}</Box>
        </Box>
        <Box component="span" sx={{ ml: 'auto' }}>
          {showAuthor && <>{c.customerDto.customerName} · </>}
          <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
        </Box>
      </Box>
    </Card>
  );
}

export function ComplaintCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}><Skeleton variant="rounded" width={28} height={28} /><Skeleton width="40%" /></Box>
      <Skeleton width="80%" height={28} />
      <Skeleton /><Skeleton width="60%" />
      <Skeleton width="50%" sx={{ mt: 1 }} />
    </Card>
  );
}
