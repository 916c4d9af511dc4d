// The draft as it will be published (the drop-review step): stars, title, text, the date of experience, what it is about, images and switches.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ExperienceDate } from '../../../components/experience-date.tsx';
import type { ReviewDraft } from '../lib/draft.ts';
import { Stars } from './stars.tsx';

export function ReviewDraftSummary({ draft, productName, serviceName }: { draft: ReviewDraft; productName?: string; serviceName?: string }) {
  const about = [draft.category, productName, serviceName].filter(Boolean) as string[];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">Review of <strong>{draft.companyName}</strong></Typography>
      <Stars value={draft.rating} size="medium" />
      <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>{draft.review || <em>No title yet</em>}</Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{draft.description}</Typography>
      <ExperienceDate day={draft.experiencedOn || null} />
      {about.length > 0 && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{about.map((a) => <Chip key={a} variant="outlined" label={a} />)}</Box>}
      {draft.attachments.length > 0 && (
        <Box component="ul" aria-label="Images" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {draft.attachments.map((url, i) => <li key={url}><Box component="img" src={url} alt={`Image ${i + 1}`} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }} /></li>)}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {draft.anonymous ? 'Posted anonymously: your name is not shown.' : 'Posted with your name.'} {draft.hidden ? 'Hidden from the public: only you, the company and Redress staff see it.' : 'Public on the company’s page.'}
      </Typography>
    </Box>
  );
}
