// How reviews work on Redress (issue 39, decision 165): the platform page each company's disclosure links to, as the
// EU Omnibus Directive 2019/2161 asks (whether and how reviews are verified). Built from the rules the server enforces
// (the contract's constants and the server's own minimums, review-checks.ts) and the score's rules (decision 96): nothing here is typed as a figure.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EXPERIENCE_MAX_YEARS } from '@redress/contract/constants';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useReviewChecks } from '../../../features/companies/lib/review-checks.ts';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}

export default function HowReviewsWorkPage() {
  usePageTitle('How reviews work');
  const brand = useBrandName();
  const checks = useReviewChecks();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>How reviews work on {brand}</Typography>
      <Typography sx={{ mb: 3 }}>
        What {brand} checks before and after a review or complaint is published, and what each company&apos;s page tells
        you about its own reviews. The EU Omnibus Directive (2019/2161) asks review platforms to say whether and how
        reviews are verified: this is our answer.
      </Typography>
      <Part id="how-written" title="Who writes them">
        <Typography sx={{ mb: 1 }}>
          Customers write reviews and complaints under their own account; they may hide their name from the public, but
          not from the moderators. Each names the date of the experience it tells of, which cannot be in the future or
          more than {EXPERIENCE_MAX_YEARS} years ago.
        </Typography>
        <Typography>
          A company may invite its customers to review it. Every company&apos;s page shows what share of its reviews were
          written from its own invitations; the rest came from customers on their own.
        </Typography>
      </Part>
      <Part id="how-checked" title="How they are checked">
        <Box component="ul" sx={{ mt: 0, pl: 3, '& li': { mb: 0.75 } }}>
          {checks.map((line) => <Typography component="li" key={line}>{line}</Typography>)}
        </Box>
      </Part>
      <Part id="how-scored" title="Paying and the score">
        <Typography>
          A company&apos;s score comes only from its customers&apos; ratings and reviews (
          <Link component={RouterLink} to={`${paths.support}#score`}>how the score is made</Link>). Whether a company pays for a
          plan is shown on its page, and paying never changes its score.
        </Typography>
      </Part>
      <Part id="how-answered" title="How companies answer">
        <Typography>
          {DUE_RULE_TEXT} Each company&apos;s page shows the share of its public complaints it answered, and of the complaints
          whose answer fell due, the share it answered before its due time. It also says whether a business manages the
          profile at all.
        </Typography>
      </Part>
    </Paper>
  );
}
