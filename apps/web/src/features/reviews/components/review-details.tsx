// One review in full: the company, stars, title, text, what it is about, images, the date of experience, who wrote it
// and when, and actions.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Review } from '@redress/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExperienceDate } from '../../../components/experience-date.tsx';
import { AuthorName } from '../../../components/author-name.tsx';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { formatDay } from '../../../lib/format.ts';
import { ReviewProvenance } from '../../../components/review-provenance.tsx';
import { Stars } from './stars.tsx';
import { DisputeChip, DisputeOutcomeLine } from '../../../components/dispute-label.tsx';
import { BeingChecked } from './being-checked.tsx';

export function ReviewDetails({ review: r, companyTo, actions }: { review: Review; companyTo: string; actions?: ReactNode }) {
  const about = [r.category, r.productName, r.serviceName].filter(Boolean) as string[];
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <LogoMark name={r.reviewOrganizationDto.organizationName} logo={r.reviewOrganizationDto.logo} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">Review of</Typography>
          <Link component={RouterLink} to={companyTo} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.reviewOrganizationDto.organizationName}</Link>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Stars value={r.rating} size="medium" />
        <BeingChecked review={r} />
        {r.hidden && <Chip size="small" label="Hidden from the public" />}
        {r.anonymous && r.isMine && <Chip size="small" label="Posted anonymously" />}
        <DisputeChip state={r.dispute} noun="review" />
      </Box>
      <ReviewProvenance review={r} />
      <DisputeOutcomeLine state={r.dispute} noun="review" />
      {/* The author reads the moderator's decision in full, with the appeal, beside the details (issue 39). */}
      {r.hiddenReason && !r.moderation && (
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          <strong>A moderator hid this review from the public.</strong> Reason: {r.hiddenReason}
        </Alert>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, overflowWrap: 'anywhere' }}>{r.review}</Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.description}</Typography>
      {about.length > 0 && (
        <Box component="ul" aria-label="About" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {about.map((a) => <li key={a}><Chip variant="outlined" label={a} /></li>)}
        </Box>
      )}
      {r.attachments.length > 0 && (
        <Box component="ul" aria-label="Images" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {r.attachments.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <Box component="img" src={url} alt={`Image ${i + 1} of the review`} loading="lazy" sx={{ width: 140, height: 140, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} />
              </a>
            </li>
          ))}
        </Box>
      )}
      <ExperienceDate day={r.experiencedOn} />
      <Typography variant="body2" color="text.secondary">
        By <AuthorName person={r.reviewCustomerDto} /> · <time dateTime={r.createdAt}>{formatDay(r.createdAt)}</time>
        {r.editedAt && <> · edited</>} · {r.uniqueId}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Paper>
  );
}
