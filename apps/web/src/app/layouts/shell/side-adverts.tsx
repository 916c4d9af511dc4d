// The side advert column: two banner images (spec section 2), on wide screens only. House banners until the
// admin's Marketing page serves campaigns.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

const banners = [
  { src: '/ads/for-business.svg', alt: 'Answer your customers in public with Redress for business', to: paths.forBusiness },
  { src: '/ads/compare.svg', alt: 'Compare companies before you buy', to: paths.compare },
];

export function SideAdverts() {
  return (
    <Box component="aside" aria-label="Adverts" sx={{ width: 300, flexShrink: 0, display: { xs: 'none', lg: 'flex' }, flexDirection: 'column', gap: 2, position: 'sticky', top: 88, alignSelf: 'flex-start' }}>
      <Typography variant="caption" color="text.secondary">Sponsored</Typography>
      {banners.map((b) => (
        <Box key={b.src} component={RouterLink} to={b.to} sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', lineHeight: 0, boxShadow: 1 }}>
          <img src={b.src} alt={b.alt} width={300} height={250} loading="lazy" decoding="async" />
        </Box>
      ))}
    </Box>
  );
}
