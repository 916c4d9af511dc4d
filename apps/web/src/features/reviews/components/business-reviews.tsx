// A business's reviews of its company (GET /review/allReviews answers a business its company's): newest first, by stars
// and by whether the company has answered; each says so and opens to be answered as the company.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Review } from '@redress/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { ReviewList } from './review-list.tsx';

type Answered = 'all' | 'unanswered' | 'answered';
const ANSWERED: [Answered, string][] = [['all', 'All'], ['unanswered', 'Not answered'], ['answered', 'Answered']];

export function BusinessReviews({ linkTo, empty, emptyFiltered, extraActions }: {
  linkTo: (review: Review) => string; empty: ReactNode; emptyFiltered: (clear: () => void) => ReactNode;
  /** More actions on each review, composed by the page (the Dispute button of features/disputes). */
  extraActions?: (review: Review) => ReactNode;
}) {
  const [stars, setStars] = useState<number | undefined>();
  const [answered, setAnswered] = useState<Answered>('all');
  const [page, setPage] = useState(1);
  const list = useMyReviews({ page, stars, answered: answered === 'all' ? undefined : answered === 'answered' });
  const clear = () => { setStars(undefined); setAnswered('all'); setPage(1); };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Box role="group" aria-label="Filter by answer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {ANSWERED.map(([v, label]) => (
            <Chip
              key={v} label={label} clickable aria-pressed={answered === v} onClick={() => { setAnswered(v); setPage(1); }}
              color={answered === v ? 'secondary' : 'default'} variant={answered === v ? 'filled' : 'outlined'}
            />
          ))}
        </Box>
        <NativeSelectField label="Stars" size="small" value={stars ?? ''} onChange={(e) => { setStars(e.target.value ? Number(e.target.value) : undefined); setPage(1); }} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 140 }}>
          <option value="">All stars</option>
          {[5, 4, 3, 2, 1].map((s) => <option key={s} value={s}>{s} star{s === 1 ? '' : 's'}</option>)}
        </NativeSelectField>
      </Box>
      <ReviewList
        query={list} page={page} onPageChange={setPage} linkTo={linkTo} showCompany={false} label="Reviews of your company"
        empty={stars || answered !== 'all' ? emptyFiltered(clear) : empty}
        actions={(r) => (
          <>
            {r.answered ? <Chip size="small" color="success" variant="outlined" label="Answered" /> : <Chip size="small" color="warning" variant="outlined" label="Not answered yet" />}
            <Button size="small" variant={r.answered ? 'outlined' : 'contained'} component={RouterLink} to={linkTo(r)} aria-label={`${r.answered ? 'Open' : 'Answer'} “${r.review}”`}>
              {r.answered ? 'Open' : 'Answer'}
            </Button>
            {extraActions?.(r)}
          </>
        )}
      />
    </>
  );
}
