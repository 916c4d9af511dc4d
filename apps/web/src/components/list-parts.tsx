// The parts every paged list shares: its count as a live status, the failure with Try again, and the page buttons.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import { formatInteger } from '../lib/format.ts';

/** "1 user", "1,204 users, page 2 of 61". */
export function countText(total: number, [one, many]: [string, string], page: number, pages: number) {
  return `${formatInteger(total)} ${total === 1 ? one : many}${pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ''}`;
}

/** A list that could not be loaded: the server's message (or `fallback`) and a way to ask again. */
export function LoadFailed({ error, fallback, onRetry }: { error: Error; fallback: string; onRetry: () => void }) {
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
      {error.message || fallback}
    </Alert>
  );
}

/** "page 3" for the current page, "Go to page 4" for the others, "Go to next page" for the arrows. */
export const pageItemLabel: NonNullable<PaginationProps['getItemAriaLabel']> = (type, page, selected) =>
  type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`;

/** Page buttons in a navigation landmark named "Pages"; nothing when everything fits on one page. */
export function PageNav({ page, count, onChange, spaceAbove = 0 }: { page: number; count: number; onChange: (page: number) => void; spaceAbove?: number }) {
  if (count <= 1) return null;
  return (
    <Box component="nav" aria-label="Pages" sx={{ display: 'flex', justifyContent: 'center', mt: spaceAbove }}>
      <Pagination page={Math.min(page, count)} count={count} shape="rounded" siblingCount={0} onChange={(_, p) => onChange(p)} getItemAriaLabel={pageItemLabel} />
    </Box>
  );
}
