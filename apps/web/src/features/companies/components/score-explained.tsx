// "How this score is made" (decision 96): the prior, each counted rating or review with its weight by age (a bar each),
// and the sum that gives the score the page shows. Loaded when the visitor opens it: the company page stays in budget.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ScoreExplained, ScoreItem } from '@redress/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailed, pageItemLabel } from '../../../components/list-parts.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { formatDay, formatInteger } from '../../../lib/format.ts';
import { useScoreExplained } from '../api/get-score-explained.ts';
import { formatScore } from '../lib/metrics.ts';
import { MetricBar } from './rating-summary.tsx';

const fixed = (n: number, digits = 3) => n.toFixed(digits);

/** "today", "12 days old", "5 months old", "2.0 years old". */
export function ageText(days: number) {
  if (days < 1) return 'today';
  if (days < 61) return `${Math.floor(days)} day${Math.floor(days) === 1 ? '' : 's'} old`;
  if (days < 730) return `${Math.round(days / 30.44)} months old`;
  return `${(days / 365).toFixed(1)} years old`;
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">{term}</Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{children}</Typography>
    </>
  );
}

function TheSum({ d }: { d: ScoreExplained }) {
  const { mean, weight } = d.prior;
  const numerator = weight * mean + d.totals.weightedStarsSum;
  const denominator = weight + d.totals.weightSum;
  return (
    <Box component="dl" aria-label="The sum" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(170px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.75 }, m: 0, '& dd': { mb: { xs: 1, sm: 0 } } }}>
      <Figure term="Prior">{weight} × {mean} stars = {weight * mean}, weight {weight}</Figure>
      <Figure term="Customers counted">{formatInteger(d.totals.counted)}</Figure>
      <Figure term="Sum of weights">{fixed(d.totals.weightSum)}</Figure>
      <Figure term="Sum of weight × stars">{fixed(d.totals.weightedStarsSum)}</Figure>
      <Figure term="Score">
        {d.totals.counted === 0
          ? <>nothing counts yet: {formatScore(0).toLowerCase()}</>
          : <>({weight * mean} + {fixed(d.totals.weightedStarsSum)}) ÷ ({weight} + {fixed(d.totals.weightSum)}) = {fixed(numerator)} ÷ {fixed(denominator)} = <strong>{fixed(d.result)}</strong>, shown as <strong>{formatScore(d.score)}</strong></>}
      </Figure>
      <Figure term="Held for checks">{d.held.note}</Figure>
    </Box>
  );
}

function ItemRow({ item }: { item: ScoreItem }) {
  const what = item.kind === 'review'
    ? <Link component={RouterLink} to={paths.review(item.id)}>Review</Link>
    : <span>Rating</span>;
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1.4fr) minmax(90px, 1fr) auto' }, columnGap: 2, rowGap: 0.5, alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>{what}</Typography>
        <Typography component="span"> by {item.author ?? 'Anonymous'}, {item.stars} star{item.stars === 1 ? '' : 's'}</Typography>
        <Typography variant="body2" color="text.secondary">{formatDay(item.createdAt)}, {ageText(item.ageDays)}</Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        <MetricBar fraction={item.weight} />
      </Box>
      <Typography component="span" variant="body2" sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>weight {fixed(item.weight)}</Typography>
    </Box>
  );
}

export function ScoreExplainedPanel({ companyRef }: { companyRef: string }) {
  const [page, setPage] = useState(1);
  const q = useScoreExplained(companyRef, page);
  if (q.isError) return <LoadFailed error={q.error} fallback="How this score is made could not be loaded." onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d) {
    return <Box role="status" aria-busy="true" aria-label="Loading how this score is made"><Skeleton height={32} /><Skeleton variant="rounded" height={140} sx={{ mt: 1 }} /></Box>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        Every company starts from a prior, as if it had {d.prior.weight} ratings of {d.prior.mean} stars. Each customer counts once: their most
        recent rating or published review. An item’s weight halves every {d.halfLifeDays} days, so a year-old one counts half as much as
        today’s. Hidden and deleted reviews never count.
      </Typography>
      <TheSum d={d} />
      {d.totals.counted > 0 && (
        <Box>
          <Typography component="h3" variant="h6" id="score-items-title">
            Counted ratings and reviews
            <Box component="span" sx={visuallyHidden}>, newest first</Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Newest first; {d.meta.numberOfPages > 1 ? `${d.data.length} of ${formatInteger(d.totals.counted)} on this page` : `all ${formatInteger(d.totals.counted)}`}. The bar is each one’s weight.
          </Typography>
          <Box component="ul" aria-labelledby="score-items-title" sx={{ listStyle: 'none', m: 0, p: 0, opacity: q.isPlaceholderData ? 0.6 : 1 }}>
            {d.data.map((i) => <ItemRow key={`${i.kind}-${i.id}`} item={i} />)}
          </Box>
          {d.meta.numberOfPages > 1 && (
            <Box component="nav" aria-label="Pages of counted items" sx={{ display: 'flex', justifyContent: 'center', mt: 1.5 }}>
              <Pagination page={Math.min(page, d.meta.numberOfPages)} count={d.meta.numberOfPages} shape="rounded" siblingCount={0} onChange={(_, p) => setPage(p)} getItemAriaLabel={pageItemLabel} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
