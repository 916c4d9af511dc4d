// /companies/explore/:id (id or slug; the older {companyIdOrMobile} links are the same parameter): a company's
// public page: banner, logo, name, verification, score, rating summary, totals, how it answers, standing in its
// category, products and services, and the ways to act: file a complaint, write a review, rate, compare.
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Company } from '@redress/contract';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { Tabs, type TabOption } from '../../../components/tabs.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { ClaimProfile } from '../../../features/companies/components/claim-profile.tsx';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useCompany } from '../../../api/companies.ts';
import { CatalogueList } from '../../../features/companies/components/catalogue-list.tsx';
import { CompanyLogo } from '../../../features/companies/components/company-logo.tsx';
import { CompanyStanding } from '../../../features/companies/components/company-standing.tsx';
import { CompanyTotals } from '../../../features/companies/components/company-totals.tsx';
import { DisputeRecord } from '../../../features/companies/components/dispute-record.tsx';
import { CompanyComplaints } from '../../../features/complaints/components/company-complaints.tsx';
import { RatingSummary } from '../../../features/companies/components/rating-summary.tsx';
import { ReviewDisclosure } from '../../../features/companies/components/review-disclosure.tsx';
import { StarScore } from '../../../features/companies/components/star-score.tsx';
import { DemoBadge, VerifiedBadge } from '../../../features/companies/components/verified-badge.tsx';
import { BRAND_COLOR } from '../../../theme/theme.ts';
import { formatInteger } from '../../../lib/format.ts';
import { UnusualActivityNotice } from '../../../features/companies/components/unusual-activity-notice.tsx';

/** The reviews tab (its list, filters and cards) loads when it is opened: the page's first load stays in budget. */
const CompanyReviews = lazy(() => import('../../../features/reviews/components/company-reviews.tsx').then((m) => ({ default: m.CompanyReviews })));

/** "How this score is made" loads when opened (its list, bars and arithmetic): the page's first load stays in budget. */
const ScoreExplainedPanel = lazy(() => import('../../../features/companies/components/score-explained.tsx').then((m) => ({ default: m.ScoreExplainedPanel })));

export const companyPageTitle = (name: string) => `${name}: complaints, reviews and ratings`;

const withCompany = (path: string, id: string) => `${path}?companyId=${encodeURIComponent(id)}`;

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

/** File a complaint, write a review and rate are for customers (and visitors, who are asked to sign in first). */
function CompanyActions({ company }: { company: Company }) {
  const { user } = useSession();
  const gate = useVerifiedGate();
  const navigate = useNavigate();
  const isCustomer = !user || user.profileType === 'user';
  // Filing, reviewing and rating need a verified e-mail: the gate shows 'Unverified Email' instead.
  const gated = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    gate(() => navigate(to));
  };
  const complaint = withCompany(paths.complaintCompany, company.id);
  const review = withCompany(paths.reviewCompany, company.id);
  const rate = withCompany(paths.newRating, company.id);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {isCustomer && (
        <>
          <Button component={RouterLink} to={complaint} onClick={gated(complaint)} variant="contained" startIcon={<ReportProblemOutlined />}>File a complaint</Button>
          <Button component={RouterLink} to={review} onClick={gated(review)} variant="outlined" startIcon={<RateReviewOutlined />}>Write a review</Button>
          <Button component={RouterLink} to={rate} onClick={gated(rate)} variant="outlined" startIcon={<StarOutlineOutlined />}>Rate</Button>
        </>
      )}
      <Button component={RouterLink} to={`${paths.compare}?ids=${encodeURIComponent(company.slug)}`} variant="outlined" startIcon={<CompareArrowsOutlined />}>Compare</Button>
      {user?.profileType === 'admin' && <Button component={RouterLink} to={paths.admin.businessOne(company.id)}>Manage</Button>}
    </Box>
  );
}

const ACTIVITY_TABS: TabOption<'complaints' | 'reviews'>[] = [
  { value: 'complaints', label: 'Complaints', id: 'company-tab-complaints', panelId: 'company-panel-complaints' },
  { value: 'reviews', label: 'Reviews', id: 'company-tab-reviews', panelId: 'company-panel-reviews' },
];

function ActivityTabs({ company }: { company: Company }) {
  const [tab, setTab] = useState<'complaints' | 'reviews'>('complaints');
  const { user } = useSession();
  const gate = useVerifiedGate();
  const navigate = useNavigate();
  const isCustomer = !user || user.profileType === 'user';
  const cta = (label: string, path: string) => {
    const to = withCompany(path, company.id);
    return isCustomer ? <Button component={RouterLink} to={to} variant="contained" onClick={(e: MouseEvent) => { e.preventDefault(); gate(() => navigate(to)); }}>{label}</Button> : undefined;
  };
  const fileCta = cta('File a complaint', paths.complaintCompany);
  const panels = {
    complaints: (
      <CompanyComplaints
        companyRef={company.id}
        empty={<EmptyState icon={<ReportProblemOutlined />} title="No complaints yet" action={fileCta}>Nobody has complained about {company.name} on Redress. Had a problem? Tell them, and they are asked to answer in public.</EmptyState>}
        emptyFiltered={(clear) => <EmptyState icon={<ReportProblemOutlined />} title="No complaints in this state" action={<Button variant="outlined" onClick={clear}>Show all</Button>} />}
      />
    ),
    reviews: (
      <Suspense fallback={<Box role="status" aria-busy="true" aria-label="Loading reviews"><Skeleton height={56} width={320} /><Skeleton variant="rounded" height={160} sx={{ mt: 2 }} /></Box>}>
        <CompanyReviews
          companyRef={company.id} linkTo={(r) => paths.review(r.id)}
          empty={<EmptyState icon={<RateReviewOutlined />} title="No reviews yet" action={cta('Write a review', paths.reviewCompany)}>Be the first to tell others what {company.name} is like.</EmptyState>}
          emptyFiltered={(clear) => <EmptyState icon={<RateReviewOutlined />} title="No reviews with these stars" action={<Button variant="outlined" onClick={clear}>Show all</Button>} />}
        />
      </Suspense>
    ),
  };
  return (
    <Paper component="section" variant="outlined" aria-label="Complaints and reviews">
      <Tabs value={tab} onChange={setTab} options={ACTIVITY_TABS} label="Complaints and reviews" sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }} />
      <Box role="tabpanel" id={`company-panel-${tab}`} aria-labelledby={`company-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
        {panels[tab]}
      </Box>
    </Paper>
  );
}

/** A disclosure: the button says whether the parts are shown; they load the first time it opens. */
function ScoreExplainedSection({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="company-score-explained" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="company-score-explained" component="h2" variant="h3">How this score is made</Typography>
        <Button variant="outlined" aria-expanded={open} aria-controls="company-score-explained-panel" onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide the parts' : 'Show the parts'}
        </Button>
      </Box>
      <Box id="company-score-explained-panel" hidden={!open} sx={{ mt: 2 }}>
        {open && (
          <Suspense fallback={<Box role="status" aria-busy="true" aria-label="Loading how this score is made"><Skeleton height={32} /><Skeleton variant="rounded" height={140} sx={{ mt: 1 }} /></Box>}>
            <ScoreExplainedPanel companyRef={company.id} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}

function CompanySkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the company">
      <Skeleton variant="rounded" height={180} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
        <Skeleton variant="rounded" width={88} height={88} />
        <Box sx={{ flex: 1 }}><Skeleton width="50%" height={40} /><Skeleton width={160} /></Box>
      </Box>
      <Skeleton variant="rounded" height={260} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

export default function CompanyPage() {
  const { id = '' } = useParams();
  const query = useCompany(id);
  const company = query.data;
  const isUnknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  // The 404 page names itself; this page's effect would run after it and overwrite the title.
  // The same title as the server's head for the page (modules/seo): what search results show.
  usePageTitle(company ? companyPageTitle(company.name) : isUnknown ? 'Page not found' : query.isError ? 'Company' : 'Loading company');

  if (query.isError) {
    if (isUnknown) return <NotFoundPage />;
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>
        {query.error.message || 'The company could not be loaded.'}
      </Alert>
    );
  }
  if (!company) return <CompanySkeleton />;

  const s = company.summary;
  const about = [company.serviceOffered, ...company.categories.filter((c) => c !== company.serviceOffered)].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: { xs: 110, sm: 180 }, background: `linear-gradient(120deg, ${BRAND_COLOR}, #1f2a44)`, position: 'relative' }}>
          {company.banner && <Box component="img" src={company.banner} alt="" fetchPriority="high" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
        </Box>
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 } }}>
          <CompanyLogo name={company.name} logo={company.logo} size={88} sx={{ mt: '-44px', border: 3, borderColor: 'background.paper', boxShadow: 1, bgcolor: 'secondary.main' }} />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}>{company.name}</Typography>
            {company.demo ? <DemoBadge /> : company.companyVerified && <VerifiedBadge />}
          </Box>
          {about && <Typography color="text.secondary" sx={{ mt: 0.5 }}>{about}</Typography>}
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1.5, mb: 2.5 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>Score</Typography>
            <StarScore rating={company.rating} size={28} />
            <Typography color="text.secondary">
              from {formatInteger(s.totalRatings)} rating{s.totalRatings === 1 ? '' : 's'} and {formatInteger(s.totalReviews)} review{s.totalReviews === 1 ? '' : 's'},
              each customer counted once (<Link component={RouterLink} to={`${paths.support}#score`}>how</Link>)
              {' '}· <Link component={RouterLink} to={paths.companyModeration(company.slug)}>Moderation log</Link>
            </Typography>
          </Box>
          <CompanyActions company={company} />
        </Box>
      </Paper>

      <UnusualActivityNotice notice={company.unusualActivity} />

      <ClaimProfile company={company} />

      <Section title="About" id="company-about">
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{company.description || 'No description provided'}</Typography>
        {(company.website || company.contactNumber) && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0 }}>
            {company.website && (
              <>
                <Typography component="dt" color="text.secondary">Website</Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}><Link href={company.website} target="_blank" rel="noopener noreferrer nofollow">{company.website.replace(/^https?:\/\//, '')}</Link></Typography>
              </>
            )}
            {company.contactNumber && (
              <>
                <Typography component="dt" color="text.secondary">Phone</Typography>
                <Typography component="dd" sx={{ m: 0 }}><Link href={`tel:${company.contactNumber.replace(/[^+0-9]/g, '')}`}>{company.contactNumber}</Link></Typography>
              </>
            )}
          </Box>
        )}
      </Section>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', xl: '3fr 2fr' } }}>
        <Section title="Rating summary" id="company-summary"><RatingSummary company={company} /></Section>
        <Section title="Standing" id="company-standing"><CompanyStanding companyRef={company.slug} linkTo={(c) => paths.company(c.slug)} /></Section>
      </Box>

      <ScoreExplainedSection company={company} />

      <Section title="Complaints and answers" id="company-totals"><CompanyTotals company={company} /></Section>

      <Section title="How reviews are collected and checked" id="company-disclosure"><ReviewDisclosure company={company} howTo={paths.howReviewsWork} /></Section>
      <Section title="Dispute record" id="company-disputes"><DisputeRecord record={company.disputeRecord} /></Section>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' }}>
        <Section title="Products" id="company-products"><CatalogueList items={company.products} label="Products" emptyText="No products listed yet." /></Section>
        <Section title="Services" id="company-services"><CatalogueList items={company.services} label="Services" emptyText="No services listed yet." /></Section>
      </Box>

      <ActivityTabs company={company} />
    </Box>
  );
}
