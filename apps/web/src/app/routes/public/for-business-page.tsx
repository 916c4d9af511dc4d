// The business landing page: features, success stories carousel, example company cards, sign-up and the digest.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { LazyNewsletterForm } from '../../../features/newsletter/components/lazy-newsletter-form.tsx';
import { BRAND_COLOR } from '../../../theme/theme.ts';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <ForumOutlined />,
    title: 'Answer in public',
    text: 'Reply to complaints and reviews where your customers and prospects can see it, and close the loop when a problem is solved.',
  },
  {
    icon: <DashboardOutlined />,
    title: 'A dashboard that matters',
    text: 'Track complaints, reviews and ratings, your response rate, median first-response time and anything about to go overdue.',
  },
  {
    icon: <GroupsOutlined />,
    title: 'Your whole team',
    text: 'Invite employees who answer as the company, so customers always hear one voice.',
  },
  {
    icon: <HistoryOutlined />,
    title: 'Audit trail',
    text: 'Every change made by your team is recorded: who did what, when, and what it looked like before and after.',
  },
  {
    icon: <ApiOutlined />,
    title: 'API and widgets',
    text: 'Generate API credentials for your own data and embed review widgets on your website.',
  },
  {
    icon: <WorkspacePremiumOutlined />,
    title: 'Plans that grow with you',
    text: 'Start free, then move to Growth or Enterprise for more employees, widgets, API access and a longer dashboard range.',
  },
];

const SLIDES = [
  {
    company: 'Kestrel Mobile',
    quote: 'We cut our median first response from three days to five hours, and most complaints now end up resolved.',
    person: 'Head of Customer Care',
  },
  {
    company: 'Bluegum Insurance',
    quote: 'Answering claims complaints in public made us faster and clearer. Our score climbed a full star in a year.',
    person: 'Claims Experience Lead',
  },
  {
    company: 'Harbour Bank',
    quote: 'The overdue alerts and the weekly summary keep the whole team honest. Nothing slips through any more.',
    person: 'Director of Service',
  },
];

const COMPANIES = [
  { name: 'Kestrel Mobile', score: 4.4, responseRate: 97 },
  { name: 'Bluegum Insurance', score: 4.1, responseRate: 92 },
  { name: 'Harbour Bank', score: 3.8, responseRate: 88 },
];

const AUTO_ADVANCE_MS = 6000;

function SuccessCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const rotating = !stopped && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  const go = (delta: number) => setIndex((i) => (i + delta + SLIDES.length) % SLIDES.length);
  const slide = SLIDES[index] ?? SLIDES[0];

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Success stories"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, position: 'relative', overflow: 'hidden' }}>
        <Box aria-hidden sx={{ position: 'absolute', insetInlineStart: 0, insetBlock: 0, width: 6, bgcolor: BRAND_COLOR }} />
        <Box aria-live={rotating ? 'off' : 'polite'} sx={{ minHeight: { xs: 220, sm: 170, md: 150 } }}>
          {slide && (
            <Box role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${SLIDES.length}`}>
              <Typography component="p" variant="h3" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' }, fontWeight: 500, mb: 2 }}>
                “{slide.quote}”
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{slide.company}</Typography>
              <Typography color="text.secondary">{slide.person}</Typography>
            </Box>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <IconButton aria-label="Previous slide" onClick={() => go(-1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next slide" onClick={() => go(1)}>
            <ChevronRight />
          </IconButton>
          {!reducedMotion && (
            <IconButton
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? <PlayArrowOutlined /> : <PauseOutlined />}
            </IconButton>
          )}
          <Stack direction="row" spacing={1} aria-hidden sx={{ ml: 1 }}>
            {SLIDES.map((s, i) => (
              <Box
                key={s.company}
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: i === index ? 'primary.main' : 'grey.400' }}
              />
            ))}
          </Stack>
        </Stack>
      </Paper>
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
            Customers are already talking about you on {brand}. Answer them in public, resolve their problems on time and
            let your response record speak for itself.
          </Typography>
          <Button
            component={RouterLink}
            to="/companies/signup"
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
          Everything your support team needs
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

      <Box>
        <Typography variant="h2" sx={{ mb: 3 }}>
          Success stories
        </Typography>
        <SuccessCarousel />
      </Box>

      <Box component="section" aria-labelledby="biz-companies">
        <Typography id="biz-companies" variant="h2" sx={{ mb: 1 }}>
          Companies that answer
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Examples of how your company card looks to customers.
        </Typography>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          {COMPANIES.map((c) => (
            <Grid key={c.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 48,
                        height: 48,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'secondary.main',
                        color: 'secondary.contrastText',
                        fontWeight: 700,
                        fontSize: '1.25rem',
                      }}
                    >
                      {c.name.charAt(0)}
                    </Box>
                    <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
                      {c.name}
                    </Typography>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Box aria-hidden sx={{ display: 'flex' }}>
                      <Rating value={c.score} precision={0.1} readOnly size="small" />
                    </Box>
                    <Typography sx={{ fontWeight: 600 }}>{c.score.toFixed(1)} out of 5</Typography>
                  </Stack>
                  <Typography color="text.secondary">Response rate: {c.responseRate}%</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper component="section" aria-labelledby="biz-signup" variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%', borderRadius: 3 }}>
            <Typography id="biz-signup" variant="h2" sx={{ mb: 1 }}>
              Ready to answer your customers?
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Sign up, verify your company’s e-mail domain and claim the complaints already waiting for you.
            </Typography>
            <Button component={RouterLink} to="/companies/signup" variant="contained" size="large">
              Create your business account
            </Button>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper component="section" aria-labelledby="biz-digest" variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%', borderRadius: 3 }}>
            <Typography id="biz-digest" variant="h2" sx={{ mb: 1 }}>
              Get the weekly digest
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Every Monday: the week’s resolved complaints and company responses. Unsubscribe in one click.
            </Typography>
            <LazyNewsletterForm source="for-business" />
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
