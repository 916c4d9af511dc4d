// /give-ratings/new-rating: choose the company (preselected from ?companyId=, the company page's "Rate this company"),
// give the stars, then the rating success dialog. A company already rated starts from the earlier rating, which
// sending replaces.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateRatingResponse } from '@redress/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { complaintKeys } from '../../../features/complaints/api/keys.ts';
import { useCompany } from '../../../api/companies.ts';
import { CompanySelect, type SelectedCompany } from '../../../features/companies/components/company-select.tsx';
import { useMyRatingOf } from '../../../features/ratings/api/get-my-ratings.ts';
import { RatingForm } from '../../../features/ratings/components/rating-form.tsx';
import { useSession } from '../../../lib/session.ts';

const RatingSuccessDialog = lazy(() => import('../../../features/ratings/components/rating-success-dialog.tsx'));

export default function NewRatingPage() {
  usePageTitle('Rate a company');
  const { user } = useSession();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const presetRef = params.get('companyId') ?? '';
  const preset = useCompany(presetRef, !!presetRef);
  const [picked, setPicked] = useState<SelectedCompany | null | undefined>(undefined);
  const presetCompany: SelectedCompany | null = preset.data
    ? { id: preset.data.id, slug: preset.data.slug, name: preset.data.name, logo: preset.data.logo, serviceOffered: preset.data.serviceOffered }
    : null;
  const company = picked === undefined ? presetCompany : picked;
  const earlier = useMyRatingOf(company?.id);
  const [done, setDone] = useState<{ answer: CreateRatingResponse; company: SelectedCompany } | null>(null);

  if (user && user.profileType !== 'user') return <Navigate to={paths.dashboard} replace />;
  const ownCompany = !!company && !!user?.companyId && user.companyId === company.id;

  const choose = (c: SelectedCompany | null) => {
    setPicked(c);
    setParams(c ? { companyId: c.id } : {}, { replace: true });
  };
  const rateAnother = () => {
    setDone(null);
    choose(null);
  };

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Rate a company</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Stars overall, and if you like for its products, people, channels, service and brand. One rating per company: rating it again replaces your earlier rating.
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {presetRef && preset.isPending && picked === undefined && <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>Loading the company…</Typography>}
          {presetRef && preset.isError && picked === undefined && <Alert severity="warning" sx={{ mb: 2 }}>That company could not be found. Search for it instead.</Alert>}
          <CompanySelect value={company} onChange={choose} label="Company" helperText="Type its name; choose it from the list." />
        </Paper>
        {company && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography component="h2" variant="h3" sx={{ mb: 2 }}>Your rating of {company.name}</Typography>
            {ownCompany ? (
              <Alert severity="info">You cannot rate a company you act for.</Alert>
            ) : earlier.isError ? (
              <Alert severity="error">{earlier.error.message || 'Your earlier rating could not be checked. Please try again.'}</Alert>
            ) : earlier.rating === undefined ? (
              <Box role="status" aria-busy="true" aria-label="Loading your earlier rating"><Skeleton height={48} width={260} /><Skeleton height={160} /></Box>
            ) : (
              <RatingForm
                key={`${company.id}:${earlier.rating?.id ?? 'new'}`}
                companyId={company.id} companyName={company.name} earlier={earlier.rating}
                onRated={(answer) => {
                  setDone({ answer, company });
                  // The dashboard's Ratings card counts them.
                  void qc.invalidateQueries({ queryKey: complaintKeys.dashboard });
                }}
              />
            )}
          </Paper>
        )}
      </Stack>
      <LazyOverlay open={!!done}>
        <RatingSuccessDialog
          open={!!done}
          companyName={done?.company.name ?? ''}
          replaced={!!done?.answer.replacedId}
          companyTo={done ? paths.company(done.company.slug) : paths.explore}
          ratingsTo={paths.ratings}
          onRateAnother={rateAnother}
          onClose={() => setDone(null)}
        />
      </LazyOverlay>
    </Box>
  );
}
