// Support and FAQ: grouped questions as accordions, including how a company's score is calculated.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';

interface Question {
  id: string;
  q: string;
  a: ReactNode;
}

interface Group {
  id: string;
  title: string;
  questions: Question[];
}

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>{children}</Typography>;
}

function Bullets({ children }: { children: ReactNode }) {
  return <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, '& li': { mb: 0.75 }, '&:last-child': { mb: 0 } }}>{children}</Box>;
}

const STATUSES: [string, string][] = [
  ['Submitted', 'just posted, waiting for our automatic pre-moderation checks.'],
  ['Pending', 'public, waiting for the company’s first response.'],
  ['In review', 'the company has responded and is working on it.'],
  ['Processed', 'the company says it is solved and is waiting for you to confirm.'],
  ['Resolved', 'you confirmed it was solved, or closed it satisfied.'],
  ['Unresolved', 'you closed it unsatisfied, or rejected the company’s “processed”.'],
  ['Overdue', 'the company did not respond by the due time.'],
  ['Flag', 'held from public view by moderation while it is reviewed.'],
];

function groups(brand: string): Group[] {
  return [
    {
      id: 'complaints',
      title: 'Complaints',
      questions: [
        {
          id: 'file-complaint',
          q: 'How do I file a complaint?',
          a: (
            <P>
              Sign in, choose{' '}
              <Link component={RouterLink} to="/complaints/company" underline="always">
                File a complaint
              </Link>
              , pick the company (or name it by its e-mail address if it is not on {brand} yet), then describe what happened
              and what would put it right. You can add attachments and follow the complaint under My complaints.
            </P>
          ),
        },
        {
          id: 'nine-pm-rule',
          q: 'When will the company respond?',
          a: (
            <>
              <P>
                A complaint submitted by 9 pm (platform time) is due a response by the end of the next day. A complaint
                submitted after 9 pm is due by the end of the day after.
              </P>
              <P>
                The due time is shown on the complaint. If the company has not responded by then, the complaint is marked
                overdue, the company is alerted and it counts against its response rate.
              </P>
            </>
          ),
        },
        {
          id: 'statuses',
          q: 'What do the complaint statuses mean?',
          a: (
            <Bullets>
              {STATUSES.map(([name, meaning]) => (
                <Typography component="li" key={name}>
                  <strong>{name}</strong>: {meaning}
                </Typography>
              ))}
            </Bullets>
          ),
        },
        {
          id: 'anonymous',
          q: 'Can I complain anonymously?',
          a: (
            <P>
              Yes. Tick “Post anonymously” when you file it. Your name is never shown to the company or the public, not on
              any page, e-mail, notification, widget or export. Only {brand}’s administrators can see who wrote it, and only
              to moderate it.
            </P>
          ),
        },
        {
          id: 'hidden',
          q: 'What is a hidden complaint?',
          a: (
            <P>
              A hidden complaint is not listed publicly: only you, the company concerned and {brand}’s administrators can see
              it. Use it for sensitive matters. The company still has to answer it on time.
            </P>
          ),
        },
        {
          id: 'close-repost',
          q: 'How do I close or repost a complaint?',
          a: (
            <P>
              Open the complaint and close it as resolved or unresolved, with a reason. If the company asks to close it, you
              can accept or decline. A closed complaint can be reposted as a new complaint linked to the old one, which
              raises its escalation level.
            </P>
          ),
        },
      ],
    },
    {
      id: 'reviews-ratings',
      title: 'Reviews and ratings',
      questions: [
        {
          id: 'score',
          q: 'How is a company’s score calculated?',
          a: (
            <>
              <P>
                A company’s public score is a <strong>Bayesian average</strong> of the overall stars (1 to 5) of its live
                ratings and the stars of its published reviews. Every company page shows how its score is made.
              </P>
              <Bullets>
                <Typography component="li">
                  <strong>One customer, one voice:</strong> of a customer’s rating and reviews of a company, only the most
                  recent counts. Hidden and deleted reviews never count.
                </Typography>
                <Typography component="li">
                  <strong>Prior:</strong> every company starts with 5 imaginary ratings of 3 stars, so a handful of early
                  ratings cannot push a score to an extreme.
                </Typography>
                <Typography component="li">
                  <strong>Recency:</strong> each counted rating or review is weighted by 0.5^(age in days / 365): a one-year-old
                  rating counts half as much as today’s, a two-year-old one a quarter.
                </Typography>
                <Typography component="li">
                  <strong>Formula:</strong> score = (5 × 3 + Σ weight × stars) / (5 + Σ weight), shown to one decimal.
                </Typography>
                <Typography component="li">
                  <strong>Not rated yet:</strong> a company with no live ratings and no published reviews has a score of 0,
                  shown as “not rated yet”.
                </Typography>
              </Bullets>
              <P>
                A rating of 4 or 5 stars counts as Positive, 1 or 2 stars as Negative. The sub-scores for Product, Employee,
                Channel, Service and Brand (1 to 5 each) and Likelihood to recommend (0 to 10) are shown on the company page
                but do not change the score. Companies cannot pay to change their score.
              </P>
            </>
          ),
        },
        {
          id: 'review-vs-rating',
          q: 'What is the difference between a review and a rating?',
          a: (
            <P>
              A review is a written account of your experience with stars, which the company can answer. A rating is quick:
              overall stars, plus optional sub-scores for Product, Employee, Channel, Service and Brand, and how likely you
              are to recommend the company. Both count towards the score.
            </P>
          ),
        },
        {
          id: 'remove-review',
          q: 'Can a company remove my review?',
          a: (
            <P>
              No. Companies can answer in public and report content that breaks our terms, but only {brand}’s moderators
              decide whether it is hidden or removed. We never remove a truthful first-hand review because a company dislikes
              it.
            </P>
          ),
        },
      ],
    },
    {
      id: 'businesses',
      title: 'Businesses',
      questions: [
        {
          id: 'claim-profile',
          q: 'How do we claim our company’s profile?',
          a: (
            <P>
              Customers can complain about a company that is not on {brand} yet by naming it by e-mail; we keep it as a
              prospect. When you{' '}
              <Link component={RouterLink} to="/companies/signup" underline="always">
                sign up as a business
              </Link>{' '}
              with your work e-mail at that domain and verify it, every complaint addressed to an address there moves to
              your new company profile, ready to answer, and its author is told.
            </P>
          ),
        },
        {
          id: 'employees',
          q: 'Can our employees answer complaints?',
          a: (
            <P>
              Yes. Invite employees from your business account; they answer as the company, and every change they make is
              recorded in your audit trail. Your dashboard shows the response rate and median first-response time.
            </P>
          ),
        },
        {
          id: 'api-widgets',
          q: 'Is there an API or a review widget?',
          a: (
            <P>
              Businesses can generate API credentials limited to their own data and embed review widgets on their websites.
              The{' '}
              <Link href="/docs" underline="always">
                API reference
              </Link>{' '}
              describes every call. Which features you get depends on your plan.
            </P>
          ),
        },
      ],
    },
    {
      id: 'account-privacy',
      title: 'Your account and privacy',
      questions: [
        {
          id: 'digest',
          q: 'What is the newsletter?',
          a: (
            <P>
              An e-mail every Monday morning with the past week's resolved complaints, company answers and the reviews
              people found most helpful. A week in which nothing happened sends nothing. Sign up in the footer (then press the
              button in the e-mail we send you to confirm) or in your profile; every e-mail has a one-click unsubscribe link.
            </P>
          ),
        },
        {
          id: 'deactivate',
          q: 'How do I deactivate my account?',
          a: (
            <P>
              Go to{' '}
              <Link component={RouterLink} to="/profile/deactivate-account" underline="always">
                Deactivate account
              </Link>{' '}
              in your profile. For a copy of your data or its deletion, see{' '}
              <Link component={RouterLink} to="/legal#your-rights" underline="always">
                your rights
              </Link>
              .
            </P>
          ),
        },
        {
          id: 'verify-email',
          q: 'Why must I verify my e-mail address?',
          a: (
            <P>
              Verification proves the address is yours, so we can send one-time codes, password resets and replies to your
              complaints. Until it is verified, a reminder with a Verify Email button is shown at the top of the app.
            </P>
          ),
        },
      ],
    },
  ];
}

export default function SupportPage() {
  usePageTitle('Support and FAQ');
  const brand = useBrandName();
  // A link to a question (/support#score, from a company's score) opens it.
  const { hash } = useLocation();
  const [expanded, setExpanded] = useState<string | false>(() => hash.slice(1) || false);
  useEffect(() => {
    const id = hash.slice(1);
    if (!id) return;
    setExpanded(id);
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', pb: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Support and FAQ
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 5 }}>
        Answers to the questions we hear most about {brand}.
      </Typography>

      {groups(brand).map((g) => (
        <Box component="section" key={g.id} aria-labelledby={`faq-${g.id}`} sx={{ mb: 5 }}>
          <Typography id={`faq-${g.id}`} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
            {g.title}
          </Typography>
          {g.questions.map((item) => {
            const summaryId = `faq-${item.id}-summary`;
            const detailsId = `faq-${item.id}-details`;
            return (
              <Accordion
                key={item.id}
                id={item.id}
                disableGutters
                variant="outlined"
                expanded={expanded === item.id}
                onChange={(_, open) => setExpanded(open ? item.id : false)}
              >
                <AccordionSummary id={summaryId} aria-controls={detailsId} expandIcon={<ExpandMoreOutlined aria-hidden />}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {item.q}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>{item.a}</AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      ))}

      <Paper component="section" aria-labelledby="faq-help" variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
        <Typography id="faq-help" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 1 }}>
          Still need help?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Our team answers every message. Developers will find every call in the API reference.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/contact-us" variant="contained">
            Contact us
          </Button>
          <Button component={Link} href="/docs" variant="outlined">
            API reference
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
