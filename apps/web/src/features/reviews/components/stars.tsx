// Stars as people read them: MUI's Rating, read-only, with the number in words for screen readers.
import Rating from '@mui/material/Rating';

export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  return <Rating value={value} readOnly size={size} aria-label={`${value} out of 5 stars`} getLabelText={(v) => `${v} out of 5 stars`} />;
}
