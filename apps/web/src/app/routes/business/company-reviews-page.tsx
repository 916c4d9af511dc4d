// /company/reviews and /business/reviews: reviews of the business's company, newest first, by stars and whether the
// company has answered; each opens to be answered as the company (free, no plan needed).
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { BusinessReviews } from '../../../features/reviews/components/business-reviews.tsx';
import { useSession } from '../../../lib/session.ts';

export default function CompanyReviewsPage() {
  usePageTitle('Company reviews');
  const { user } = useSession();
  const isBusiness = user?.profileType === 'organization' || user?.profileType === 'employee';
  return (
    <>
      <Typography variant="h1">Company reviews</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>Reviews of your company, newest first. Open one to answer it as the company: answers are free and shown to everyone who reads the review.</Typography>
      {!isBusiness ? (
        <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={paths.reviews}>My reviews</Button>}>
          This page is for business accounts. Your own reviews are under My reviews.
        </Alert>
      ) : !user?.companyId ? (
        <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={paths.companyCreate}>Add your company</Button>}>
          Your business account has no company yet.
        </Alert>
      ) : (
        <BusinessReviews
          linkTo={(r) => paths.review(r.id)}
          empty={<EmptyState icon={<RateReviewOutlined />} title="No reviews yet">Nobody has reviewed your company on Redress yet.</EmptyState>}
          emptyFiltered={(clear) => <EmptyState icon={<SearchOffOutlined />} title="No reviews match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try other stars, or all reviews.</EmptyState>}
        />
      )}
    </>
  );
}
