// The public home page: hero, what the platform is, its features, how it works and a band for businesses.
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
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { BRAND_COLOR } from '../../../theme/theme.ts';

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

export default function HomePage() {
  usePageTitle('Complaints, reviews and ratings that get results');
  const brand = useBrandName();

  return (
    <Stack spacing={{ xs: 6, md: 9 }} sx={{ pb: 4 }}>
      <Box
        component="section"
        aria-labelledby="home-hero"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          px: { xs: 3, sm: 5, md: 8 },
          py: { xs: 5, md: 9 },
          '&::before': {
            content: '""',
            position: 'absolute',
            insetBlock: 0,
            insetInlineStart: 0,
            width: 6,
            bgcolor: BRAND_COLOR,
          },
        }}
      >
        <Box sx={{ maxWidth: 760 }}>
          <Typography id="home-hero" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}>
            Get your complaint heard, and resolved
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 4 }}>
            {brand} is where consumers publish complaints, reviews and ratings about companies, and where companies answer
            in public. Every complaint gets a response clock, every company gets a fair score.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/complaints/company" variant="contained" size="large">
              File a complaint
            </Button>
            <Button component={RouterLink} to="/companies/explore" variant="outlined" size="large">
              Explore companies
            </Button>
          </Stack>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="home-about">
        <Typography id="home-about" variant="h2" sx={{ mb: 2 }}>
          About {brand}
        </Typography>
        <Grid container spacing={{ xs: 2, md: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography sx={{ mb: 2 }}>
              {brand} gives consumers one public place to raise a problem with a company and see it through. You file a
              complaint, the company answers on the record, and you decide whether it was resolved. Reviews and ratings
              add the bigger picture: how a company treats its customers over time.
            </Typography>
            <Typography>
              Companies get a direct line to unhappy customers, and the chance to show everyone how they put things right.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography component="p" variant="h4" sx={{ mb: 1 }}>
              Why it is fair
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
              <li>
                <Typography>
                  Public scores follow a documented formula, explained on the{' '}
                  <Link component={RouterLink} to="/support" underline="always">
                    support page
                  </Link>
                  . Companies cannot pay to change them.
                </Typography>
              </li>
              <li>
                <Typography>Anonymous authors are never revealed to companies or the public.</Typography>
              </li>
              <li>
                <Typography>Companies answer in public, so everyone can judge the response.</Typography>
              </li>
            </Box>
          </Grid>
        </Grid>
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
