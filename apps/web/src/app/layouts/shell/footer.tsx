// The footer: links, social networks, the weekly digest promise with its sign-up, and the 9 pm response rule.
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { paths } from '../../../config/paths.ts';
import { LazyNewsletterForm } from '../../../features/newsletter/components/lazy-newsletter-form.tsx';
import { MAX_CONTENT_WIDTH } from '../../../theme/theme.ts';

export const NINE_PM_SENTENCE = 'A complaint submitted by 9 pm gets a response the next day; one submitted after 9 pm gets a response the day after.';

const social = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { label: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
];

// MUI's Grid (a container with spacing 4, items sized out of 12) written as the CSS it generates: a wrapping flex
// row with 32 px gaps, each item as wide as its share of 12 columns less its share of the gaps. The Grid component
// itself is 3 KB gzipped on every page (decision 55).
const GAP = 32;
const columns = { display: 'flex', flexWrap: 'wrap', gap: `${GAP}px`, minWidth: 0, boxSizing: 'border-box' } as const;
const width = (n: number) => `calc(100% * ${n} / 12 - (12 - ${n}) * ${GAP / 12}px)`;
const span = (xs: number, md: number) => ({ minWidth: 0, boxSizing: 'border-box', flexGrow: 0, flexBasis: 'auto', width: { xs: width(xs), md: width(md) } }) as const;

export function Footer() {
  const brand = useBrandName();
  const linkSx = { color: 'grey.300', display: 'block', py: 0.5 };
  return (
    <Box component="footer" sx={{ bgcolor: '#1b1f24', color: 'grey.100', mt: 'auto' }}>
      <Box sx={{ maxWidth: MAX_CONTENT_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: 5 }}>
        <Box sx={columns}>
          <Box sx={span(12, 5)}>
            <Typography component="h2" variant="h4" sx={{ mb: 1, color: '#fff' }}>The weekly digest</Typography>
            <Typography sx={{ color: 'grey.300', mb: 2 }}>
              Every week we e-mail a digest of review resolutions: the complaints companies resolved and how they answered.
            </Typography>
            <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', p: 2, borderRadius: 2 }}>
              <LazyNewsletterForm />
            </Box>
          </Box>
          <Box sx={span(6, 2)}>
            <Typography component="h2" variant="h4" sx={{ mb: 1, color: '#fff' }}>{brand}</Typography>
            <Link component={RouterLink} to={paths.explore} sx={linkSx}>Explore companies</Link>
            <Link component={RouterLink} to={paths.compare} sx={linkSx}>Compare companies</Link>
            <Link component={RouterLink} to={paths.tellAFriend} sx={linkSx}>Tell a friend</Link>
          </Box>
          <Box sx={span(6, 2)}>
            <Typography component="h2" variant="h4" sx={{ mb: 1, color: '#fff' }}>Help</Typography>
            <Link component={RouterLink} to={paths.support} sx={linkSx}>Support and FAQ</Link>
            <Link component={RouterLink} to={paths.contactUs} sx={linkSx}>Contact us</Link>
            <Link component={RouterLink} to={paths.legal} sx={linkSx}>Terms and privacy</Link>
            <Link href={paths.apiDocs} sx={linkSx}>API docs</Link>
          </Box>
          <Box sx={span(12, 3)}>
            <Typography component="h2" variant="h4" sx={{ mb: 1, color: '#fff' }}>Businesses</Typography>
            <Link component={RouterLink} to={paths.forBusiness} sx={linkSx}>{brand} for business</Link>
            <Link component={RouterLink} to={paths.companySignup} sx={linkSx}>Create a business account</Link>
            <Box sx={{ mt: 1.5, display: 'flex', gap: 0.5 }}>
              {social.map((s) => (
                <IconButton key={s.label} component="a" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${brand} on ${s.label}`} sx={{ color: 'grey.100' }}>
                  {s.icon}
                </IconButton>
              ))}
            </Box>
          </Box>
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', mt: 4, pt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'grey.300', maxWidth: 760 }}>{NINE_PM_SENTENCE}</Typography>
          <Typography variant="body2" sx={{ color: 'grey.300' }}>© {new Date().getFullYear()} {brand}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
