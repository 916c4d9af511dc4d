// The public home page, a front door (issue 22): the central company search, the categories, the companies trending
// this week (decision 100) and the latest reviews, then what the platform does, how it works and a band for
// businesses. Rendered by the server for signed-out visitors (decision 66): its three reads are ordinary queries, which
// the server's render loads and hands to the browser with the page.
import type { ReactNode } from 'react';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrendingCompany } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { useCategories } from '../../../api/companies.ts';
import { PlainAuthorName } from '../../../components/author-name.tsx';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { useTrendingCompanies } from '../../../features/companies/api/get-trending-companies.ts';
import { CompanySearch } from '../../../features/companies/components/company-search.tsx';
import { writeExploreQuery } from '../../../features/companies/lib/explore-query.ts';
import { useLatestReviews } from '../../../features/reviews/api/get-latest-reviews.ts';
import { formatDay } from '../../../lib/format.ts';
import { provenanceOf } from '../../../lib/provenance.ts';
import { BRAND_COLOR } from '../../../theme/theme.ts';
import './home-page.css';

/** How many trending companies and latest reviews the page shows. */
const TRENDING_COUNT = 6;
const LATEST_COUNT = 6;

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <AccessTimeOutlined />,
    title: 'Complaints on the clock',
    text: 'Every complaint shows when the company must answer: submit by 9 pm and the response is due the next day; after 9 pm, the day after. Late answers are flagged as overdue.',
  },
  {
    icon: <RateReviewOutlined />,
    title: 'Honest reviews',
    text: 'Share a first-hand experience with a product or service, good or bad, and read what the company says back.',
  },
  {
    icon: <StarOutlined />,
    title: 'Ratings with sub-scores',
    text: 'Give overall stars, then rate Product, Employee, Channel, Service and Brand, and how likely you are to recommend the company.',
  },
  {
    icon: <CompareArrowsOutlined />,
    title: 'Compare companies',
    text: 'Put companies side by side: scores, response rates, resolved complaints and how fast they answer.',
  },
  {
    icon: <MarkEmailReadOutlined />,
    title: 'Answers by e-mail',
    text: 'When a company answers your complaint, we e-mail you at once, with a link to read and reply.',
  },
  {
    icon: <LockOutlined />,
    title: 'Privacy first',
    text: 'Post a complaint anonymously: your name is never shown to the company or the public. Hide a complaint and only you, the company and moderators can see it.',
  },
];

const STEPS = [
  { title: 'Find the company', text: 'Search for the company, or name it by e-mail if it is not on the platform yet.' },
  { title: 'Tell your story', text: 'Describe what happened and what would put it right. Add a rating or a review if you like.' },
  { title: 'Get an answer', text: 'The company answers in public before the due time. Confirm when it is resolved, or say it is not.' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 complaints, 1 review, 2 ratings": the parts that are not zero. */
function activityText(t: TrendingCompany) {
  return [
    t.complaints ? plural(t.complaints, 'complaint', 'complaints') : '',
    t.reviews ? plural(t.reviews, 'review', 'reviews') : '',
    t.ratings ? plural(t.ratings, 'rating', 'ratings') : '',
  ].filter(Boolean).join(', ');
}

function SectionHead({ id, title, text, action }: { id: string; title: string; text?: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Box>
        <Typography id={id} variant="h2">{title}</Typography>
        {text && <Typography color="text.secondary" sx={{ mt: 0.5 }}>{text}</Typography>}
      </Box>
      {action}
    </Box>
  );
}

/** A quiet line where a section has nothing to show, or its data did not load. */
const Quiet = ({ children }: { children: ReactNode }) => <p className="rd-home-quiet">{children}</p>;

/** Stars as text: light to lay out, read as "4 out of 5 stars". */
function StarsText({ value }: { value: number }) {
  return (
    <span className="rd-home-stars" role="img" aria-label={`${value} out of 5 stars`}>
      {'★'.repeat(value)}<span className="rd-home-stars__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

const EXCERPT = 200;
const excerptOf = (s: string) => (s.length <= EXCERPT ? s : `${s.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…`);

function Categories() {
  const categories = useCategories();
  if (categories.isPending) return null;
  if (categories.isError || !categories.data.length) return <Quiet>No categories yet. <RouterLink to={paths.explore}>Explore every company</RouterLink>.</Quiet>;
  return (
    <ul aria-label="Categories" className="rd-home-chips">
      {categories.data.map((c) => (
        <li key={c.id}>
          <RouterLink className="rd-home-chip" to={`${paths.explore}${writeExploreQuery({ PageNumber: 1, Filter: c.name })}`}>{c.name}</RouterLink>
        </li>
      ))}
    </ul>
  );
}

function Trending() {
  const trending = useTrendingCompanies(TRENDING_COUNT);
  if (trending.isPending) return null;
  if (trending.isError) return <Quiet>Trending companies could not be loaded just now.</Quiet>;
  if (!trending.data.data.length) {
    return <Quiet>Nothing new in the last 7 days yet. <RouterLink to={paths.complaintCompany}>File a complaint</RouterLink> or <RouterLink to={paths.reviewCompany}>write a review</RouterLink>, and the company shows up here.</Quiet>;
  }
  return (
    <ol aria-label="Trending companies" className="rd-home-list">
      {trending.data.data.map((t) => {
        const c = t.company;
        return (
          <li key={c.id}>
            <div className="rd-home-card">
              <div className="rd-home-card__head">
                <LogoMark name={c.name} logo={c.logo} size={40} />
                <div>
                  <h3 className="rd-home-card__title"><RouterLink to={paths.company(c.slug)}>{c.name}</RouterLink></h3>
                  <p className="rd-home-card__meta">{c.rating > 0 ? `Score ${c.rating.toFixed(1)} out of 5` : 'Not rated yet'}</p>
                </div>
              </div>
              <p className="rd-home-card__activity"><strong>{`${t.total} new this week`}</strong>{`: ${activityText(t)}`}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function LatestReviews() {
  const latest = useLatestReviews(LATEST_COUNT);
  const brand = useBrandName();
  if (latest.isPending) return null;
  if (latest.isError) return <Quiet>The latest reviews could not be loaded just now.</Quiet>;
  if (!latest.data.length) return <Quiet>No reviews yet. <RouterLink to={paths.reviewCompany}>Write the first one</RouterLink>.</Quiet>;
  return (
    <ul aria-label="Latest reviews" className="rd-home-list">
      {latest.data.map((r) => {
        const org = r.reviewOrganizationDto;
        const p = provenanceOf(r, brand);
        return (
          <li key={r.id}>
            <article className="rd-home-card">
              <div className="rd-home-card__head">
                <LogoMark name={org.organizationName} logo={org.logo} size={28} />
                <span className="rd-home-card__company">{org.organizationName}</span>
              </div>
              <StarsText value={r.rating} />
              <h3 className="rd-home-card__title"><RouterLink to={paths.review(r.id)}>{r.review}</RouterLink></h3>
              <p className="rd-home-card__text">{excerptOf(r.description)}</p>
              <p className="rd-home-card__meta"><PlainAuthorName person={r.reviewCustomerDto} className="rd-home-card__author" /> · <time dateTime={r.createdAt}>{formatDay(r.createdAt)}</time></p>
              <p className="rd-home-card__meta" data-testid="review-provenance">{p.source}{p.verified && <> · Verified experience: {p.verified}</>}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export default function HomePage() {
  usePageTitle('Complaints, reviews and ratings that get results');
  const brand = useBrandName();

  return (
    <Stack spacing={{ xs: 5, md: 7 }} sx={{ pb: 4 }}>
      <Box
        component="section"
        aria-labelledby="home-hero"
        sx={{
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          // The brand's edge, drawn by the border: the search's list of companies may hang below the box.
          borderInlineStart: `6px solid ${BRAND_COLOR}`,
          px: { xs: 3, sm: 5, md: 8 },
          py: { xs: 4, md: 7 },
        }}
      >
        <Box sx={{ maxWidth: 760 }}>
          <Typography id="home-hero" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}>
            Get your complaint heard, and resolved
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 3 }}>
            {brand} is where consumers publish complaints, reviews and ratings about companies, and where companies answer
            in public. Find a company to see how it treats its customers.
          </Typography>
          <Box sx={{ maxWidth: 620, mb: 3 }}>
            <CompanySearch label="Find a company" inputLabel="Find a company" large />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to={paths.complaintCompany} variant="contained" size="large">
              File a complaint
            </Button>
            <Button component={RouterLink} to={paths.reviewCompany} variant="outlined" size="large">
              Write a review
            </Button>
            <Button component={RouterLink} to={paths.explore} size="large">
              Explore companies
            </Button>
          </Stack>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="home-categories">
        <SectionHead id="home-categories" title="Browse by category" />
        <Categories />
      </Box>

      <Box component="section" aria-labelledby="home-trending">
        <SectionHead id="home-trending" title="Trending this week" text="The companies with the most new complaints, reviews and ratings in the last 7 days." />
        <Trending />
      </Box>

      <Box component="section" aria-labelledby="home-latest">
        <SectionHead
          id="home-latest" title="Latest reviews"
          action={<Button component={RouterLink} to={paths.reviewCompany} startIcon={<RateReviewOutlined />}>Write a review</Button>}
        />
        <LatestReviews />
      </Box>

      <Box component="section" aria-labelledby="home-features">
        <Typography id="home-features" variant="h2" sx={{ mb: 3 }}>
          Features
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {FEATURES.map((f) => (
            <Grid key={f.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'inline-flex',
                      p: 1.25,
                      mb: 2,
                      borderRadius: 2,
                      color: 'primary.main',
                      bgcolor: 'rgba(237, 74, 79, 0.1)',
                    }}
                  >
                    {f.icon}
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {f.title}
                  </Typography>
                  <Typography color="text.secondary">{f.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="home-how">
        <Typography id="home-how" variant="h2" sx={{ mb: 3 }}>
          How it works
        </Typography>
        <Grid component="ol" container spacing={{ xs: 2, md: 3 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((s, i) => (
            <Grid component="li" key={s.title} size={{ xs: 12, md: 4 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    fontSize: '1.1rem',
                  }}
                >
                  {i + 1}
                </Box>
                <Box>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
                    {s.title}
                  </Typography>
                  <Typography color="text.secondary">{s.text}</Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box
        component="section"
        aria-labelledby="home-business"
        sx={{
          borderRadius: 3,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: { xs: 3, sm: 5, md: 8 },
          py: { xs: 4, md: 6 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box sx={{ maxWidth: 720 }}>
          <Typography id="home-business" variant="h2" sx={{ mb: 1 }}>
            Run a business?
          </Typography>
          <Typography>
            Answer complaints and reviews in public, track your response rate and turn unhappy customers into loyal ones.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/for-business"
          variant="contained"
          size="large"
          sx={{ bgcolor: '#ffffff', color: 'secondary.main', flexShrink: 0, '&:hover': { bgcolor: '#e8eaf0' } }}
        >
          {brand} for business
        </Button>
      </Box>
    </Stack>
  );
}
