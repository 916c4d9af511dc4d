// /review-invitation/:token: the link of a company's review invitation (issue 39, decision 161). It says whose
// invitation it is and whether it still works; the invited address's account goes on to the review form with the
// invitation carried in the draft; anyone else is told plainly which account it is for.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { paths, withRedirect } from '../../../config/paths.ts';
import { useOpenedReviewInvitation } from '../../../features/review-invitations/api/open-review-invitation.ts';
import { emptyReviewFields, saveReviewDraft } from '../../../features/reviews/lib/draft.ts';
import { formatDay } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

export default function ReviewInvitationPage() {
  usePageTitle('Your review invitation');
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const brand = useBrandName();
  const { user, status } = useSession();
  const q = useOpenedReviewInvitation(token, !!user, status !== 'loading');
  const here = `${location.pathname}${location.search}`;

  if (q.isError) {
    return (
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>This invitation link does not work</Typography>
        <Alert severity="error">It is not an invitation on {brand}: check that the whole link was copied from the e-mail.</Alert>
      </Box>
    );
  }
  const inv = q.data;
  if (!inv) {
    return (
      <Box sx={{ maxWidth: 640 }} role="status" aria-busy="true" aria-label="Loading the invitation">
        <Skeleton height={48} width="70%" /><Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    );
  }
  const company = inv.company;
  const write = () => {
    saveReviewDraft({ ...emptyReviewFields, companyId: company.id, companyName: company.name, cardLogo: company.logo, invitationToken: token });
    navigate(paths.reviewCreate);
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>Review {company.name}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <LogoMark name={company.name} logo={company.logo} size={40} />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{company.name} invited you through {brand}</Typography>
        </Box>
        {inv.state === 'expired' && (
          <Alert severity="warning">
            This invitation expired on {formatDay(inv.expiresAt)}. You can still <RouterLink to={`${paths.reviewCompany}?companyId=${encodeURIComponent(company.id)}`}>write a review of {company.name}</RouterLink> without it.
          </Alert>
        )}
        {inv.state === 'reviewed' && (
          <Alert severity="info">This invitation was used for a review already: each invitation is for one review.</Alert>
        )}
        {inv.state === 'open' && (
          <>
            <Typography>
              Tell others how it went, good or bad. {company.name} may answer your review in public, but cannot change or remove it. The invitation is
              for {inv.emailHint} and works until {formatDay(inv.expiresAt)}.
            </Typography>
            {!user ? (
              <>
                <Typography>Sign in, or create an account, with {inv.emailHint} to write your review.</Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="contained" component={RouterLink} to={withRedirect(paths.login, here)}>Sign in</Button>
                  <Button variant="outlined" component={RouterLink} to={withRedirect(paths.signup, here)}>Create an account</Button>
                </Box>
              </>
            ) : inv.accountMatches ? (
              <Box><Button variant="contained" onClick={write}>Write your review</Button></Box>
            ) : (
              <Alert severity="warning">
                This invitation is for {inv.emailHint}, and you are signed in with another account. Sign out, then sign in or create an account with
                that address to use it.
              </Alert>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
