// A company's reviews on its page: filter by stars, newest or most useful first, the cards and page buttons. Kept in
// the tab's own state, so the company page's URL stays its own.
import Box from '@mui/material/Box';
import type { Review, ReviewSort } from '@redress/contract';
import { useState, type ReactNode } from 'react';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { useCompanyReviews } from '../api/get-company-reviews.ts';
import { ReviewList } from './review-list.tsx';

const SORTS: [ReviewSort, string][] = [['newest', 'Newest first'], ['useful', 'Most useful first'], ['highest', 'Highest rated'], ['lowest', 'Lowest rated']];

export function CompanyReviews({ companyRef, linkTo, empty, emptyFiltered }: {
  companyRef: string;
  linkTo: (review: Review) => string;
  empty: ReactNode;
  emptyFiltered: (clear: () => void) => ReactNode;
}) {
  const [stars, setStars] = useState<number | undefined>();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const list = useCompanyReviews(companyRef, { page, stars, sort });
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <NativeSelectField label="Stars" size="small" value={stars ?? ''} onChange={(e) => { setStars(e.target.value ? Number(e.target.value) : undefined); setPage(1); }} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 140 }}>
          <option value="">All stars</option>
          {[5, 4, 3, 2, 1].map((s) => <option key={s} value={s}>{s} star{s === 1 ? '' : 's'}</option>)}
        </NativeSelectField>
        <NativeSelectField label="Sort" size="small" value={sort} onChange={(e) => { setSort(e.target.value as ReviewSort); setPage(1); }} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 180 }}>
          {SORTS.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
        </NativeSelectField>
      </Box>
      <ReviewList query={list} page={page} onPageChange={setPage} linkTo={linkTo} showCompany={false} label="Company reviews" empty={stars ? emptyFiltered(() => setStars(undefined)) : empty} />
    </>
  );
}
