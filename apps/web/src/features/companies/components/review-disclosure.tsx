// "How reviews are collected and checked" on a company's page (issue 39, decision 165; the EU Omnibus Directive
// 2019/2161 asks platforms to tell readers whether and how reviews are verified). Everything comes from the company's
// maintained figures (Company.trust, summary.responseRate) and the rules in review-checks.ts: nothing typed by hand.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Company } from '@redress/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatInteger } from '../../../lib/format.ts';
import { useReviewChecks } from '../lib/review-checks.ts';
import { formatPercent } from '../lib/metrics.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${formatInteger(n)} ${n === 1 ? one : many}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>{term}</Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5 }}>{children}</Typography>
    </>
  );
}

/** Where the reviews come from, in a sentence: how many of them the company's own invitations brought, and the share. */
export function reviewSources(t: Pick<Company['trust'], 'reviewsTotal' | 'reviewsInvited' | 'invitedShare'>): string {
  const total = t.reviewsTotal;
  const invited = t.reviewsInvited;
  const own = "the company's own invitations";
  if (total === 0) return 'No reviews yet.';
  if (invited === 0) {
    return total === 1
      ? `The one review did not come from ${own}: its author came on their own.`
      : `None of the ${plural(total, 'review')} came from ${own}: their authors came on their own.`;
  }
  if (invited >= total) return total === 1 ? `The one review came from ${own}.` : `All ${plural(total, 'review')} came from ${own}.`;
  const share = formatPercent(t.invitedShare ?? Math.round((invited / total) * 1000) / 10);
  return `${formatInteger(invited)} of ${plural(total, 'review')} (${share}) came from ${own}; the rest from customers who came on their own.`;
}

export function ReviewDisclosure({ company, howTo }: { company: Company; howTo: string }) {
  const t = company.trust;
  const rate = company.summary.responseRate;
  const checks = useReviewChecks();
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact term="Profile">
          {t.claimed
            ? 'Claimed: a business manages this profile and can answer here.'
            : 'Not claimed: no business manages this profile yet, so nobody answers for the company here.'}
        </Fact>
        <Fact term="Where the reviews come from">
          {reviewSources(t)}
        </Fact>
        <Fact term="Paid plan">
          {t.paidPlan ? 'The company pays for a Redress plan.' : 'The company does not pay for a Redress plan.'}{' '}
          Paying never changes the score.
        </Fact>
        <Fact term="Answers">
          {rate === null ? 'No public complaints to answer yet.' : `Answered ${formatPercent(rate)} of its public complaints.`}{' '}
          {t.onTimeShare === null
            ? 'No answer has fallen due under the 9 pm rule yet.'
            : `Under the 9 pm rule, answered ${formatPercent(t.onTimeShare)} of the ${plural(t.answersDue, 'complaint')} whose answer fell due before its due time.`}
        </Fact>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>How reviews and complaints are checked</Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3, '& li': { mb: 0.5 } }}>
        {checks.map((line) => <Typography component="li" key={line}>{line}</Typography>)}
      </Box>
      <Link component={RouterLink} to={howTo}>How reviews work on Redress</Link>
    </>
  );
}
