// /company/reviews and /business/reviews: reviews of the business's company, newest first, by stars and whether the
// company has answered; each opens to be answered as the company (free, no plan needed).
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { DisputeAction } from '../../../features/disputes/components/dispute-action.tsx';
import { BusinessReviews } from '../../../features/reviews/components/business-reviews.tsx';

export default function CompanyReviewsPage() {
  return (
    <BusinessListPage
      title="Company reviews"
      intro="Reviews of your company, newest first. Open one to answer it as the company: answers are free and shown to everyone who reads the review."
      own={{ label: 'My reviews', to: paths.reviews, noun: 'reviews' }}
    >
      <BusinessReviews
        linkTo={(r) => paths.review(r.id)}
        extraActions={(r) => (r.can.dispute ? <DisputeAction itemKind="review" itemId={r.id} itemTitle={r.review} /> : null)}
        empty={<EmptyState icon={<RateReviewOutlined />} title="No reviews yet">Nobody has reviewed your company on Redress yet.</EmptyState>}
        emptyFiltered={(clear) => <EmptyState icon={<SearchOffOutlined />} title="No reviews match" action={<Button variant="outlined" onClick={clear}>Clear filters</Button>}>Try other stars, or all reviews.</EmptyState>}
      />
    </BusinessListPage>
  );
}
