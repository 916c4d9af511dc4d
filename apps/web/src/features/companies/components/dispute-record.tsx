// A company's dispute record (issue 39): how many of its reviews and complaints it disputed, and how moderators
// decided. Shown on its public page, so a business that disputes everything is visible as one.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Company } from '@redress/contract';
import { formatCount } from '../lib/metrics.ts';

export function DisputeRecord({ record }: { record: Company['disputeRecord'] }) {
  const open = Math.max(0, record.opened - record.upheld - record.rejected);
  const tiles = [
    { value: record.opened, label: record.opened === 1 ? 'Dispute opened' : 'Disputes opened' },
    { value: record.upheld, label: 'Upheld (item removed)' },
    { value: record.rejected, label: 'Rejected (item kept)' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">
        Disputes this company opened against reviews and complaints about it, and what Redress&apos;s moderators decided.
        {record.opened === 0 ? ' It has not disputed any.' : open > 0 ? ` ${formatCount(open)} still waiting for a decision.` : ''}
      </Typography>
      <Box component="ul" aria-label="Dispute record" data-testid="dispute-record" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))' }}>
        {tiles.map((t) => (
          <Box component="li" key={t.label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography component="span" sx={{ fontSize: 26, fontWeight: 750, lineHeight: 1.1 }}>{formatCount(t.value)}</Typography>
            <Typography component="span" color="text.secondary">{t.label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
