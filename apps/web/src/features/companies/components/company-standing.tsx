// A company's standing (GET /comparison/top/{id}): its rank in its main category and the leaders there.
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CompanyCard, CompanyStanding as Standing } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { useCompanyStanding } from '../api/get-company-standing.ts';
import { formatScore } from '../lib/metrics.ts';
import { formatInteger } from '../../../lib/format.ts';

function rankText(s: Standing) {
  const where = s.category ? `in ${s.category.name}` : 'on Redress';
  if (s.company.rating <= 0) return `Not ranked yet ${where}: it needs ratings or reviews first`;
  const n = formatInteger;
  // Ranks are counted up to a cap: beyond it the rank says only that the company is not among the first ones.
  if (s.rankIsCapped) return `Ranked beyond the top ${n(s.rank - 1)} of ${n(s.outOf)} companies ${where}`;
  return `Ranked #${n(s.rank)} of ${n(s.outOf)} ${s.outOf === 1 ? 'company' : 'companies'} ${where}`;
}

/** `linkTo` builds the link to another company's page. */
export function CompanyStanding({ companyRef, linkTo }: { companyRef: string; linkTo: (c: CompanyCard) => string }) {
  const standing = useCompanyStanding(companyRef);
  if (standing.isPending) return <Box aria-hidden><Skeleton width="70%" /><Skeleton width="50%" /><Skeleton width="55%" /></Box>;
  if (standing.isError) return <Typography color="text.secondary">The standing could not be loaded just now.</Typography>;
  const s = standing.data;
  const leaders = s.top.slice(0, 5);
  const isLeader = leaders.some((c) => c.id === s.company.id);
  const neighbours = [s.above && { label: 'Just above', c: s.above }, s.below && { label: 'Just below', c: s.below }].filter(Boolean) as { label: string; c: CompanyCard }[];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <EmojiEventsOutlined aria-hidden sx={{ color: '#b07800' }} />
        <Typography sx={{ fontWeight: 650 }}>{rankText(s)}</Typography>
      </Box>
      {leaders.length > 1 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>Best scored{s.category ? ` in ${s.category.name}` : ''}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {leaders.map((c) => (
              <li key={c.id}>
                {c.id === s.company.id
                  ? <Box component="span" sx={{ fontWeight: 700 }}>{c.name} (this company)</Box>
                  : <Link component={RouterLink} to={linkTo(c)}>{c.name}</Link>}
                <Box component="span" sx={{ color: 'text.secondary' }}> · {formatScore(c.rating)}</Box>
              </li>
            ))}
          </Box>
        </>
      )}
      {!isLeader && neighbours.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 0.5 }}>
          {neighbours.map(({ label, c }) => (
            <li key={label}>
              <Box component="span" sx={{ color: 'text.secondary' }}>{label}: </Box>
              <Link component={RouterLink} to={linkTo(c)}>{c.name}</Link>
              <Box component="span" sx={{ color: 'text.secondary' }}> · {formatScore(c.rating)}</Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
