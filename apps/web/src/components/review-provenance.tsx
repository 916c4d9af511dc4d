// The labels of where a review came from (Invited or Organic) and, when it has one, its Verified experience with how it
// was verified, in words on the page (the server's first HTML carries them). Kept in this one component so that other
// labels of a review ("Under dispute", "being checked") sit beside it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useBrandName } from './brand.ts';
import { provenanceOf, type ProvenanceOf } from '../lib/provenance.ts';

export function ReviewProvenance({ review, dense = false }: { review: ProvenanceOf; dense?: boolean }) {
  const p = provenanceOf(review, useBrandName());
  return (
    <Box data-testid="review-provenance" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <Chip size="small" variant="outlined" label={p.source} title={p.sourceNote} />
      {p.verified && <Chip size="small" color="success" variant="outlined" label="Verified experience" />}
      {p.verified && (
        <Typography component="span" variant={dense ? 'caption' : 'body2'} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {p.verified}
        </Typography>
      )}
    </Box>
  );
}
