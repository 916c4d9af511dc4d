// The side column's adverts (decision 128): the live campaigns, each a link through the counting redirect. Nothing
// at all when none is live: no placeholder pretends to be one.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLiveAdverts } from '../api/adverts.ts';

/** Rendered by the shell only where the column has room (1400 px and wider), so each read's impressions were seen. */
export function AdvertColumn() {
  const { data } = useLiveAdverts('side');
  if (!data?.data.length) return null;
  return (
    <Box component="aside" aria-label="Adverts" sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 220, flexShrink: 0 }}>
      <Typography variant="caption" color="text.secondary">Sponsored</Typography>
      {data.data.map((a) => (
        <Link key={a.id} href={a.clickUrl} target="_blank" rel="noopener sponsored" underline="hover" sx={{ display: 'block' }}>
          <Box component="img" src={a.imageUrl} alt={a.title} loading="lazy" sx={{ width: '100%', borderRadius: 1, display: 'block', border: 1, borderColor: 'divider' }} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>{a.title}</Typography>
        </Link>
      ))}
    </Box>
  );
}
