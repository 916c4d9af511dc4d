// The business landing page (spec section 2: feature grid, carousel, company slide, newsletter signup): what a business
// can do on the platform, each feature linked to its page (the portal's pages ask a visitor to sign in first), a
// carousel of the best-scored companies with their live figures (the same API call and the same formatting as their
// own pages), the newsletter sign-up and the way to sign up. No testimonials and no feature that is not built
// (decision 78): the dashboard, audit trail, API keys, widgets and plans joined once they worked (decision 144).
import type { ReactNode } from 'react';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { Carousel } from '../../../components/carousel.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useTopCompanies } from '../../../features/companies/api/get-top-companies.ts';
import { CompanyLogo } from '../../../features/companies/components/company-logo.tsx';
import { StarScore } from '../../../features/companies/components/star-score.tsx';
import { formatCount, formatPercent } from '../../../features/companies/lib/metrics.ts';
import { LazyNewsletterForm } from '../../../features/newsletter/components/lazy-newsletter-form.tsx';

interface Feature {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** Its page, where it has one: the portal's pages ask a visitor to sign in first. */
  link?: { to: string; label: string };
}

const FEATURES: Feature[] = [
  {
    icon: <ForumOutlined />,
    title: 'Answer in public',
    text: 'Reply to complaints on their own page, as your company. The customer is e-mailed your answer at once.',
  },
  {
    icon: <TaskAltOutlined />,
    title: 'Close the loop',
    text: 'Once a problem is fixed, ask the customer to close the complaint: they confirm it resolved, or send it back to you.',
  },
  {
    icon: <AccessTimeOutlined />,
    title: 'Answers on the clock',
    text: 'Every complaint shows when your answer is due: filed by 9 pm, due the next day. Late ones are marked overdue.',
  },
  {
    icon: <GroupsOutlined />,
    title: 'Your team',
    text: 'Add employees who sign in with their own accounts and answer as the company; the owner adds and removes them.',
  },
  {
    icon: <BusinessOutlined />,
    title: 'Your company page',
    text: 'Your logo, banner, description, products and services. Your score and response rate come from customers alone.',
  },
  {
    icon: <HowToRegOutlined />,
    title: 'Claim your page',
    text: 'Customers may have listed your company already: sign up as a business and claim its page and its complaints.',
  },
  {
    icon: <InsightsOutlined />,
    title: 'Your dashboard',
    text: 'Your complaints, answers, ratings and review stars over the dates you choose, with your category\'s figures beside them.',
    link: { to: paths.business.dashboard, label: 'Open the dashboard' },
  },
  {
    icon: <HistoryOutlined />,
    title: 'Audit trail',
    text: 'Every change made for your company: who made it, when, and what it was before and after. Nobody edits or deletes it.',
    link: { to: paths.business.audit, label: 'See the audit trail' },
  },
  {
    icon: <CodeOutlined />,
    title: 'API keys',
    text: (
      <>
        Let your own systems read and answer your company&apos;s complaints and reviews, with keys that reach your company&apos;s
        data alone. The <Link href={paths.apiDocs}>API reference</Link> lists the calls.
      </>
    ),
    link: { to: paths.business.apiCredentials, label: 'Get API keys' },
  },
  {
    icon: <WebOutlined />,
    title: 'Widgets',
    text: 'Show your live score and latest reviews on your own site: choose a widget, then paste its snippet into your page.',
    link: { to: paths.business.widgets, label: 'Set up a widget' },
  },
  {
    icon: <ReceiptLongOutlined />,
    title: 'Plans',
    text: 'Start on Free. Each plan sets how many employees, widgets and API keys you have and how far back your dashboard looks.',
    link: { to: paths.business.plans, label: 'Compare the plans' },
  },
];

/** How many of the best-scored companies the carousel shows (the company picker asks for as many: one cached call). */
const TOP_COUNT = 8;
/** Placeholder cards while they load: a screenful on wide screens. */
const LOADING_COUNT = 3;

function TopCompanies() {
  const top = useTopCompanies(TOP_COUNT);
  if (top.isError) return null;
  const companies = top.data;
  const header = (
    <>
      <Typography id="biz-companies" variant="h2" sx={{ mb: 1 }}>
        The best-scored companies today
      </Typography>
      <Typography color="text.secondary">
        Live from their pages: the score customers give them and the share of their public complaints they answered.
      </Typography>
    </>
  );
  if (companies && companies.length === 0) {
    return (
      <Box component="section" aria-labelledby="biz-companies">
        <Box sx={{ mb: 3 }}>{header}</Box>
        <Typography color="text.secondary">No company has been scored yet.</Typography>
      </Box>
    );
  }
  return (
    <Carousel label="Best-scored companies" noun="companies" header={header}>
      {(companies ?? Array.from({ length: LOADING_COUNT }, () => null)).map((c, i) => (
        <li key={c?.id ?? i}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              {c ? (
                <>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    <CompanyLogo name={c.name} logo={c.logo} size={48} />
                    <Link component={RouterLink} to={paths.company(c.slug)} variant="h3" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Link>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>Score</Typography>
                    <StarScore rating={c.rating} size={18} />
                  </Stack>
                  <Typography color="text.secondary">
                    Response rate: {c.summary.responseRate === null ? 'no public complaints yet' : `${formatPercent(c.summary.responseRate)} of ${formatCount(c.summary.totalComplaints)} public complaints answered`}
                  </Typography>
                </>
              ) : (
                <Box aria-hidden><Skeleton width="70%" height={48} /><Skeleton width="50%" /><Skeleton width="80%" /></Box>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </Carousel>
  );
}

export default function ForBusinessPage() {
  usePageTitle('For business');
  const brand = useBrandName();

  return (
    <Stack spacing={{ xs: 6, md: 9 }} sx={{ pb: 4 }}>
      <Box
        component="section"
        aria-labelledby="biz-hero"
        sx={{ borderRadius: 3, bgcolor: 'secondary.main', color: 'secondary.contrastText', px: { xs: 3, sm: 5, md: 8 }, py: { xs: 5, md: 8 } }}
      >
        <Box sx={{ maxWidth: 760 }}>
          <Typography id="biz-hero" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}>
            Turn complaints into loyal customers
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 4 }}>
            Customers may already be talking about you on {brand}. Answer them in public, resolve their problems on time and
            let your response record speak for itself.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.companySignup}
            variant="contained"
            size="large"
            sx={{ bgcolor: '#ffffff', color: 'secondary.main', '&:hover': { bgcolor: '#e8eaf0' } }}
          >
            Create your business account
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="biz-features">
        <Typography id="biz-features" variant="h2" sx={{ mb: 3 }}>
          What your company can do here
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {FEATURES.map((f) => (
            <Grid key={f.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    aria-hidden
                    sx={{ display: 'inline-flex', p: 1.25, mb: 2, borderRadius: 2, color: 'primary.main', bgcolor: 'rgba(237, 74, 79, 0.1)' }}
                  >
                    {f.icon}
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {f.title}
                  </Typography>
                  <Typography color="text.secondary">{f.text}</Typography>
                  {f.link && (
                    <Link component={RouterLink} to={f.link.to} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>{f.link.label}</Link>
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <TopCompanies />

      <Paper component="section" aria-labelledby="biz-newsletter" variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
        <Typography id="biz-newsletter" variant="h2" sx={{ mb: 1 }}>
          See how companies answer
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          Our newsletter, every Monday morning: the week&apos;s resolved complaints, how companies answered and the most
          helpful reviews. A quiet week sends nothing; every e-mail unsubscribes in one click.
        </Typography>
        <Box sx={{ maxWidth: 520 }}><LazyNewsletterForm source="for-business" /></Box>
      </Paper>

      <Paper component="section" aria-labelledby="biz-signup" variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
        <Typography id="biz-signup" variant="h2" sx={{ mb: 1 }}>
          Ready to answer your customers?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign up as a business and list your company, or claim its page if your customers listed it first.
        </Typography>
        <Button component={RouterLink} to={paths.companySignup} variant="contained" size="large">
          Create your business account
        </Button>
      </Paper>
    </Stack>
  );
}
