// Companies side by side: the score, every rating summary label and every total in rows, one column per company.
// The better value of each row is marked with an icon and the word 'Better', never by colour alone.
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CompanyCard } from '@redress/contract';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { bestIndexes, COMPARISON_METRICS, SCORE_METRIC, SUMMARY_METRICS, TOTAL_METRICS, type Metric } from '../lib/metrics.ts';
import { CompanyLogo } from './company-logo.tsx';
import { MetricBar } from './rating-summary.tsx';
import { StarScore } from './star-score.tsx';

const groups: { title: string; metrics: Metric[] }[] = [
  { title: 'Score', metrics: [SCORE_METRIC] },
  { title: 'Rating summary', metrics: SUMMARY_METRICS },
  { title: 'Totals and answers', metrics: TOTAL_METRICS },
];

/** How many rows each company holds the better value in. */
export function leadCounts(companies: CompanyCard[]) {
  const counts = companies.map(() => 0);
  for (const m of COMPARISON_METRICS) for (const i of bestIndexes(m, companies)) counts[i]! += 1;
  return counts;
}

function BetterMark() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: '#1e7d3c', fontWeight: 700, fontSize: 13, whiteSpace: 'nowrap' }}>
      <CheckCircle aria-hidden sx={{ fontSize: 16 }} />Better
    </Box>
  );
}

const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

export function ComparisonTable({ companies, linkTo }: { companies: CompanyCard[]; linkTo: (c: CompanyCard) => string }) {
  const hints = [...new Set(COMPARISON_METRICS.map((m) => m.hint).filter(Boolean))];
  const cell = { p: { xs: 0.75, sm: 1.5 }, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top' } as const;
  return (
    <>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }} tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways">
        {/* Two companies fit a 360 px phone side by side (a narrower label column and company columns); three or four
            scroll inside the region, the labels staying in place. */}
        <Box component="table" sx={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0, minWidth: { xs: 90 + companies.length * 112, sm: 140 + companies.length * 150 } }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {companies.map((c) => c.name).join(' compared with ')}
          </caption>
          <thead>
            <tr>
              <Box component="td" sx={{ ...cell, ...stickyCell, width: { xs: 90, sm: 200 } }} />
              {companies.map((c) => (
                <Box component="th" scope="col" key={c.id} sx={{ ...cell, minWidth: { xs: 112, sm: 150 } }}>
                  {/* In a narrow column the score's number goes under its stars. */}
                  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', '& .rd-score': { flexWrap: 'wrap' } }}>
                    <CompanyLogo name={c.name} logo={c.logo} size={44} />
                    <Link component={RouterLink} to={linkTo(c)} sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>{c.name}</Link>
                    <StarScore rating={c.rating} size={16} />
                  </Box>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <Fragment key={g.title}>
                <tr>
                  <Box component="th" scope="colgroup" colSpan={companies.length + 1} sx={{ ...cell, bgcolor: 'grey.100', textAlign: 'left', fontSize: 14, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.secondary' }}>
                    {g.title}
                  </Box>
                </tr>
                {g.metrics.map((m) => {
                  const best = bestIndexes(m, companies);
                  return (
                    <tr key={m.key}>
                      <Box component="th" scope="row" sx={{ ...cell, ...stickyCell, fontWeight: 600, fontSize: { xs: 14, sm: 16 } }}>{m.label}</Box>
                      {companies.map((c, i) => {
                        const fraction = m.fraction(c);
                        const isBest = best.includes(i);
                        return (
                          <Box component="td" key={c.id} sx={{ ...cell, bgcolor: isBest ? '#f0f8f2' : undefined }}>
                            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                              <Typography component="span" sx={{ fontWeight: isBest ? 700 : 400 }}>{m.text(c)}</Typography>
                              {isBest && <BetterMark />}
                            </Box>
                            {fraction !== null && <Box sx={{ mt: 0.75, maxWidth: 180 }}><MetricBar fraction={fraction} height={6} color={isBest ? '#2e9d57' : undefined} /></Box>}
                          </Box>
                        );
                      })}
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </Box>
      </Box>
      {hints.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, color: 'text.secondary', fontSize: 14 }}>
          {hints.map((h) => <li key={h}>{h}</li>)}
        </Box>
      )}
    </>
  );
}
