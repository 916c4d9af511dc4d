// The brand mark and name. `small` shrinks it on small screens (the plain layout).
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { BRAND_COLOR } from '../theme/theme.ts';
import { useBrandName } from './brand.ts';

export function Logo({ to = '/', shrinkOnPhones = false }: { to?: string; shrinkOnPhones?: boolean }) {
  const brand = useBrandName();
  const size = shrinkOnPhones ? { xs: 26, sm: 34 } : { xs: 30, sm: 32 };
  return (
    <Box component={RouterLink} to={to} aria-label={`${brand} home`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}>
      <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill={BRAND_COLOR} />
        <path d="M20 46V18h14a9 9 0 0 1 2.6 17.6L44 46h-8l-6.4-10H27v10z M27 24v6h7a3 3 0 0 0 0-6z" fill="#fff" />
      </Box>
      <Box component="span" sx={{ fontWeight: 800, fontSize: shrinkOnPhones ? { xs: '1.1rem', sm: '1.35rem' } : '1.25rem', letterSpacing: '-0.02em' }}>{brand}</Box>
    </Box>
  );
}
