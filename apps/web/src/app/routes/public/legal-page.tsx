// Terms of use and privacy policy, with a table of contents.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PublicConfig } from '@redress/contract';
import { useBrandName, usePublicConfig } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { retentionLines } from './retention-periods.ts';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2 }}>{children}</Typography>;
}

function List({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 1 } }}>
      {items.map((item, i) => (
        <Typography component="li" key={i}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function sections(brand: string, config: PublicConfig | undefined): Section[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <P>
            {brand} is a platform where consumers publish complaints, reviews and ratings about companies, companies answer
            them in public, and our moderators keep the conversation fair. These terms apply to everyone who uses {brand},
            whether as a visitor, a customer, a business or one of its employees.
          </P>
          <P>
            By creating an account or posting content you agree to these terms and to the privacy policy below. If you do
            not agree, please do not use the service.
          </P>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Accounts',
      body: (
        <>
          <P>
            You need an account to post complaints, reviews, ratings and comments. Give accurate details, keep your password
            to yourself and verify your e-mail address. You are responsible for what is posted from your account.
          </P>
          <List
            items={[
              'One person, one customer account. Do not impersonate anyone or post on behalf of others without their consent.',
              'A business account belongs to the company that verified it. Employees it invites act on its behalf and answer as the company.',
              'We may ask you to complete a captcha or enter a one-time code to protect your account and the platform from abuse.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'what-you-may-post',
      title: 'What you may post',
      body: (
        <>
          <P>{brand} works only if what is posted can be trusted. When you post, you confirm that:</P>
          <List
            items={[
              'it is your own, first-hand experience with the company, its products or services, and it is truthful;',
              'you have no conflict of interest: you do not work for the company or a competitor, and you were not paid or rewarded to post;',
              'it contains no personal data of staff or other people (full names of employees, phone numbers, addresses, account numbers, photos of people);',
              'it is not defamatory, threatening, hateful, obscene or discriminatory, and it does not infringe anyone’s copyright or privacy;',
              'it contains no spam, advertising or links to malicious content.',
            ]}
          />
          <P>
            You keep ownership of your content. You give {brand} a non-exclusive, royalty-free licence to host, display and
            distribute it on the platform, in newsletters and in the review widgets companies embed on their websites.
          </P>
        </>
      ),
    },
    {
      id: 'moderation',
      title: 'Moderation and flags',
      body: (
        <>
          <P>
            Complaints go through automatic checks before they are published. Anyone can report a complaint, review or
            comment that breaks these terms. Our moderators review reports and may hide, flag, edit out personal data or
            remove content, and may suspend accounts that repeatedly break the rules.
          </P>
          <P>
            A flagged complaint is held from public view while it is reviewed; repeated reports flag it automatically. We do
            not remove content just because a company dislikes it, and companies cannot pay to remove or reorder content or
            to change their score. Deleted content is kept for a limited time for audit purposes.
          </P>
        </>
      ),
    },
    {
      id: 'anonymous-posts',
      title: 'Anonymous posts',
      body: (
        <P>
          You may post a complaint or review anonymously. The author of an anonymous post is never shown to the company
          concerned or to the public: not on any page, in any e-mail, notification, widget or export. Only {brand}’s
          administrators can see who wrote it, and only to moderate it. Anonymity does not exempt a post from these terms.
        </P>
      ),
    },
    {
      id: 'hidden-complaints',
      title: 'Hidden complaints',
      body: (
        <P>
          You may hide a complaint when it involves sensitive matters. A hidden complaint is visible only to you, the
          company concerned and {brand}’s administrators. It is not listed publicly, but the company must still answer it
          and it still counts in the company’s response statistics.
        </P>
      ),
    },
    {
      id: 'company-responses',
      title: 'Company responses and the 9 pm rule',
      body: (
        <>
          <P>
            Companies answer complaints and reviews in public, as the company. A complaint submitted by 9 pm (platform time)
            is due a response by the end of the next day; one submitted after 9 pm is due by the end of the day after. A
            complaint with no response by then is shown as overdue.
          </P>
          <P>
            Companies must answer truthfully and politely, must not disclose a customer’s personal data in public and must
            not pressure customers to change or remove their posts. A company may mark a complaint as processed; the
            customer decides whether it is resolved.
          </P>
          <P>
            Public scores follow a documented formula, explained on the{' '}
            <Link component={RouterLink} to="/support" underline="always">
              support page
            </Link>
            .
          </P>
        </>
      ),
    },
    {
      id: 'data-we-keep',
      title: 'Data we keep and why',
      body: (
        <>
          <List
            items={[
              'Account data (name, e-mail address, phone number if given, password hash, profile type): to run your account and sign you in.',
              'What you post (complaints, reviews, ratings, comments, likes, attachments): to publish it and to show it to the company concerned.',
              'Support chats and contact-form messages: to answer you.',
              'Security records (sign-ins, one-time codes, captcha results, audit entries for changes made by businesses and admins): to protect accounts and keep an accountable record.',
              'Newsletter subscriptions and your consent record (when, how and the words you agreed to): to send the newsletter once you confirmed by the e-mailed link, until you unsubscribe, and to show that you agreed.',
              'Tell-a-friend invitations: the address a member invited, when, and the member\'s statement that you agreed to that one mail (its exact words). We send that one invitation and nothing else unless you join; its link stops every invitation to the address for good.',
            ]}
          />
          <P>
            We process this data to provide the service you asked for, to meet legal obligations and for our legitimate
            interest in keeping the platform safe. We do not sell personal data. Service providers that host the platform or
            deliver e-mail process it only on our instructions. We keep account data while your account is active and
            delete or anonymise it after you delete the account, except where the law or a pending dispute requires us to
            keep it longer.
          </P>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <>
          <P>What we keep only for security, or only until it is used, is deleted automatically:</P>
          <List items={retentionLines(config?.retention, config?.accountDeletionGraceDays)} />
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <P>
          {brand} uses two strictly necessary cookies: a session cookie that keeps you signed in while you browse, and a
          refresh cookie that renews your session securely. Both are httpOnly, so scripts in the page cannot read them. We
          use no advertising trackers and no third-party analytics cookies. If the invisible captcha is provided by a third
          party, it may set its own security cookie when you submit a protected form.
        </P>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <P>You may at any time:</P>
          <List
            items={[
              'access the personal data we hold about you and receive a copy of it;',
              <>
                correct it, most of it directly on your{' '}
                <Link component={RouterLink} to="/profile/edit-profile" underline="always">
                  profile
                </Link>
                ;
              </>,
              'ask us to delete it, and object to or restrict how we process it;',
              <>
                deactivate your account at{' '}
                <Link component={RouterLink} to="/profile/deactivate-account" underline="always">
                  /profile/deactivate-account
                </Link>
                ;
              </>,
              'unsubscribe from the newsletter with the one-click link in every e-mail.',
            ]}
          />
          <P>You may also complain to your local data-protection authority.</P>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <P>
          Questions about these terms or your data, or a report of content that breaks them: write to us through the{' '}
          <Link component={RouterLink} to="/contact-us" underline="always">
            contact form
          </Link>
          . We answer privacy requests within 30 days.
        </P>
      ),
    },
  ];
}

export default function LegalPage() {
  usePageTitle('Terms and privacy');
  const brand = useBrandName();
  const items = sections(brand, usePublicConfig());

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', pb: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Terms and privacy
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The rules for using {brand} and how we handle your personal data.
      </Typography>

      <Paper component="nav" aria-label="On this page" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 5, borderRadius: 3 }}>
        <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
          On this page
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2 }, columnGap: 4, '& li': { mb: 0.75, breakInside: 'avoid' } }}>
          {items.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`} underline="always">
                {s.title}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>

      {items.map((s) => (
        <Box component="section" key={s.id} aria-labelledby={s.id} sx={{ mb: 4 }}>
          <Typography id={s.id} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 1.5, scrollMarginTop: 88 }} tabIndex={-1}>
            {s.title}
          </Typography>
          {s.body}
        </Box>
      ))}
    </Box>
  );
}
