// The rating form (/give-ratings/new-rating): overall stars (required), the five sub-scores and likelihood to
// recommend (optional). With the customer's earlier rating of the company it starts from it and says that sending
// replaces it (one live rating per customer and company).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateRatingResponse, Rating, RatingSubScore } from '@redress/contract';
import { RATING_SUB_SCORE_LABELS, RATING_SUB_SCORES } from '@redress/contract/constants';
import { useState, type FormEvent } from 'react';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateRating } from '../api/create-rating.ts';
import { RecommendField, StarField } from './score-inputs.tsx';

const SUB_SCORE_HINTS: Record<RatingSubScore, string> = {
  product: 'What you bought or used',
  employee: 'The people who served you',
  channel: 'Shop, website, app or phone line',
  service: 'Delivery, support and after-sales',
  brand: 'How far you trust the company',
};

type Scores = { overall: number | null; recommend: number | null } & Record<RatingSubScore, number | null>;

const fromRating = (r: Rating | null | undefined): Scores => ({
  overall: r?.rating ?? null,
  product: r?.product ?? null,
  employee: r?.employee ?? null,
  channel: r?.channel ?? null,
  service: r?.service ?? null,
  brand: r?.brand ?? null,
  recommend: r?.likelihoodToRecommend ?? null,
});

export function RatingForm({ companyId, companyName, earlier, onRated }: {
  companyId: string;
  companyName: string;
  /** The customer's live rating of this company: the form starts from it, and sending replaces it. */
  earlier: Rating | null;
  onRated: (answer: CreateRatingResponse) => void;
}) {
  const [scores, setScores] = useState<Scores>(() => fromRating(earlier));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRating();
  const gate = useVerifiedGate();
  const set = (key: keyof Scores) => (v: number | null) => {
    setScores((s) => ({ ...s, [key]: v }));
    setErrors((e) => ({ ...e, [key === 'overall' ? 'rating' : key === 'recommend' ? 'likelihoodToRecommend' : key]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (scores.overall === null) {
      setErrors({ rating: 'Choose 1 to 5 stars for your overall rating' });
      // The stars' group, not a star: focusing the first star's radio would light it up as if chosen.
      document.querySelector<HTMLElement>('[data-field="overall"]')?.focus();
      return;
    }
    gate(() => void send(scores.overall!));
  };

  const send = async (overall: number) => {
    try {
      const answer = await create.mutateAsync({
        organizationId: companyId,
        rating: overall,
        product: scores.product, employee: scores.employee, channel: scores.channel, service: scores.service, brand: scores.brand,
        likelihoodToRecommend: scores.recommend,
      });
      onRated(answer);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      if (Object.keys(fields).length) setErrors(fields);
      toast.error((err as Error).message || 'Your rating could not be sent. Please try again.');
    }
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={`Rate ${companyName}`}>
      {earlier && (
        <Alert severity="info">
          You rated {companyName} on {formatDay(earlier.createdAt)}. Your answers are filled in: sending this rating replaces the earlier one.
        </Alert>
      )}
      {errors.organizationId && <Alert severity="error">{errors.organizationId}</Alert>}
      <StarField label="Overall rating" name="overall" value={scores.overall} onChange={set('overall')} required error={errors.rating || undefined} />
      <Divider />
      <div>
        <Typography component="h2" variant="h4" sx={{ mb: 0.5 }}>In more detail</Typography>
        <Typography variant="body2" color="text.secondary">Optional: rate only what you know about.</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {RATING_SUB_SCORES.map((key) => (
          <StarField
            key={key} label={RATING_SUB_SCORE_LABELS[key]} name={key} size="medium" description={SUB_SCORE_HINTS[key]}
            value={scores[key]} onChange={set(key)} error={errors[key] || undefined}
          />
        ))}
      </Box>
      <Divider />
      <RecommendField value={scores.recommend} onChange={set('recommend')} error={errors.likelihoodToRecommend || undefined} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : earlier ? 'Replace my rating' : 'Submit rating'}
        </Button>
      </Box>
    </Stack>
  );
}
