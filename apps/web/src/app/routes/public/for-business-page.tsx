// The business landing page: what a business can do on the platform today, the best-scored companies with their live
// figures (the same API call and the same formatting as their own pages), and the way to sign up. No testimonials
// and no feature that is not built yet (decision 78): the plans, audit trail, API and widgets join when they work.
import type { ReactNode } from 'react';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
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
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useTopCompanies } from '../../../features/companies/api/get-top-companies.ts';
import { CompanyLogo } from '../../../features/companies/components/company-logo.tsx';
import { StarScore } from '../../../features/companies/components/star-score.tsx';
import { formatCount, formatPercent } from '../../../features/companies/lib/metrics.ts';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
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
];

/** How many of the best-scored companies the page shows. */
const TOP_COUNT = 3;

function TopCompanies() {
  const top = useTopCompanies(TOP_COUNT);
  if (top.isError) return null;
  const companies = top.data;
  return (
    <Box component="section" aria-labelledby="biz-companies">
      <Typography id="biz-companies" variant="h2" sx={{ mb: 1 }}>
        The best-scored companies today
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Live from their pages: the score customers give them and the share of their public complaints they answered.
      </Typography>
      {companies && companies.length === 0 ? (
        <Typography color="text.secondary">No company has been scored yet.</Typography>
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" aria-label="Best-scored companies" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {(companies ?? Array.from({ length: TOP_COUNT }, () => null)).map((c, i) => (
            <Grid key={c?.id ?? i} size={{ xs: 12, sm: 6, md: 4 }} component="li">
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
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
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
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <TopCompanies />

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
