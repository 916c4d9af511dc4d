// A score as five stars filled to the value, with the number beside them; read out as one phrase. Plain CSS
// (decision 63): two elements per row of stars, masked by the stars' shapes, instead of ten styled icons.
import { formatScore } from '../lib/metrics.ts';
import './star-score.css';

/** Five stars (star-score.css masks the row), gold as far as value / 5 of the row. */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const filled = Math.round(Math.max(0, Math.min(1, value / 5)) * 1000) / 10;
  return (
    <span className="rd-stars" aria-hidden="true" style={{ width: size * 5, height: size }}>
      <span className="rd-stars__gold" style={{ width: `${filled}%` }} />
    </span>
  );
}

/** `rating` is the public score (0 = not rated yet). */
export function StarScore({ rating, size = 20, showNumber = true }: { rating: number; size?: number; showNumber?: boolean }) {
  const rated = rating > 0;
  return (
    <span role="img" aria-label={rated ? `Score ${rating.toFixed(1)} out of 5` : 'Not rated yet'} className="rd-score">
      <Stars value={rated ? rating : 0} size={size} />
      {showNumber && (
        <span aria-hidden="true" className={rated ? 'rd-score__number' : 'rd-score__number rd-score__number--none'} style={{ fontSize: size * 0.8 }}>
          {formatScore(rating)}
        </span>
      )}
    </span>
  );
}
