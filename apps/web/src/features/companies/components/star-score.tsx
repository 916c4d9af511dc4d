// A score as five stars filled to the value, with the number beside them; read out as one phrase. Plain SVG and CSS
// (decision 63): one element per row of stars instead of ten styled icons.
import { formatScore } from '../lib/metrics.ts';
import './star-score.css';

export const STAR_COLOR = '#e69b00';
const EMPTY_COLOR = '#e0e0e0';
const STAR_PATH = 'm12 17.27 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.72 3.67-3.18c.67-.58.31-1.68-.57-1.75l-4.83-.41-1.89-4.46c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08z';
const ROW = [0, 1, 2, 3, 4].map((i) => <path key={i} d={STAR_PATH} transform={`translate(${i * 24} 0)`} />);

/** Five stars, the gold ones clipped to value / 5 of the row by a nested SVG's viewport. */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const filled = Math.max(0, Math.min(1, value / 5)) * 120;
  return (
    <svg className="rd-stars" aria-hidden="true" focusable="false" width={size * 5} height={size} viewBox="0 0 120 24">
      <g fill={EMPTY_COLOR}>{ROW}</g>
      <svg width={filled} height={24} viewBox={`0 0 ${filled} 24`} overflow="hidden"><g fill={STAR_COLOR}>{ROW}</g></svg>
    </svg>
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
