// A score as five stars filled to the value, with the number beside them; read out as one phrase.
import Star from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import { formatScore } from '../lib/metrics.ts';

export const STAR_COLOR = '#e69b00';

export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const pct = `${Math.max(0, Math.min(100, (value / 5) * 100))}%`;
  const row = (color: string) => Array.from({ length: 5 }, (_, i) => <Star key={i} sx={{ fontSize: size, color, flexShrink: 0 }} />);
  return (
    <Box aria-hidden sx={{ position: 'relative', display: 'inline-flex', lineHeight: 0 }}>
      <Box sx={{ display: 'inline-flex' }}>{row('grey.300')}</Box>
      <Box sx={{ position: 'absolute', inset: 0, width: pct, overflow: 'hidden', display: 'inline-flex' }}>{row(STAR_COLOR)}</Box>
    </Box>
  );
}

/** `rating` is the public score (0 = not rated yet). */
export function StarScore({ rating, size = 20, showNumber = true }: { rating: number; size?: number; showNumber?: boolean }) {
  const rated = rating > 0;
  return (
    <Box role="img" aria-label={rated ? `Score ${rating.toFixed(1)} out of 5` : 'Not rated yet'} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Stars value={rated ? rating : 0} size={size} />
      {showNumber && (
        <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: size * 0.8, color: rated ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}>
          {formatScore(rating)}
        </Box>
      )}
    </Box>
  );
}
