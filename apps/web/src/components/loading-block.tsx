// A part of a page still loading: one rounded skeleton that names what it waits for. The name sits on a busy status,
// as ListState's does: a bare skeleton is a span, which may not carry aria-label (axe: aria-prohibited-attr).
import Skeleton from '@mui/material/Skeleton';

export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="status" aria-busy="true" aria-label={label} />;
}
