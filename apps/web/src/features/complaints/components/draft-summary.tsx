// Step 3 of filing: the draft as it will be posted, to check before submitting.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ComplaintDraft } from '../lib/draft.ts';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';

export function DraftSummary({ draft, productName }: { draft: ComplaintDraft; productName?: string }) {
  const rows: [string, string][] = [
    ...(draft.experiencedOn ? [['Date of experience', formatCalendarDay(draft.experiencedOn)] as [string, string]] : []),
    ['Category', draft.category || 'None chosen'],
    ['Product', productName || draft.product || 'Not about one product'],
    ['Shown as', draft.anonymous ? 'Anonymous' : 'Your name'],
    ['Visibility', draft.hidden ? 'Hidden: only you, the company and Redress staff' : 'Public'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LogoMark name={draft.companyName} logo={draft.cardLogo} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">About</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{draft.companyName}</Typography>
          {draft.prospectEmail && <Typography variant="body2" color="text.secondary">Not on Redress yet: we will e-mail {draft.prospectEmail} your complaint's title (never your name or story), at most once a month</Typography>}
        </Box>
        {draft.repostComplaintId && <Chip label="Repost" size="small" sx={{ ml: 'auto' }} />}
      </Box>
      <div>
        <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>{draft.complaint}</Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{draft.experience}</Typography>
      </div>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">{k}</Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>{v}</Typography>
          </Box>
        ))}
      </Box>
      {draft.attachments.length > 0 && (
        <Box component="ul" aria-label="Images" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {draft.attachments.map((url, i) => (
            <li key={url}><Box component="img" src={url} alt={`Image ${i + 1}`} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} /></li>
          ))}
        </Box>
      )}
    </Box>
  );
}
