// /reviews/company (step 1 of writing a review; public): choose the company, preselected from ?companyId= (the company
// page's "Write a review") or the draft. The draft's text carries over; its product and service belong to its company.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../../api/companies.ts';
import { CompanySelect, type SelectedCompany } from '../../../features/companies/components/company-select.tsx';
import { emptyReviewFields, readReviewDraft, saveReviewDraft } from '../../../features/reviews/lib/draft.ts';
import { ReviewSteps } from '../../../features/reviews/components/review-steps.tsx';

export default function ReviewCompanyPage() {
  usePageTitle('Write a review');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft] = useState(readReviewDraft);
  const presetRef = params.get('companyId') ?? draft?.companyId ?? '';
  const preset = useCompany(presetRef, !!presetRef);
  const [picked, setPicked] = useState<SelectedCompany | null | undefined>(undefined);
  const presetCompany: SelectedCompany | null = preset.data ? { id: preset.data.id, slug: preset.data.slug, name: preset.data.name, logo: preset.data.logo } : null;
  const company = picked === undefined ? presetCompany : picked;
  // The company named by the link is on its way: Continue waits for it rather than saying none is chosen.
  const loadingPreset = !!presetRef && preset.isPending && picked === undefined;
  const [error, setError] = useState<string>();

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!company) return setError('Choose the company you want to review');
    const same = draft?.companyId === company.id;
    const { rating, review, description, anonymous, hidden, attachments } = draft ?? emptyReviewFields;
    const experiencedOn = draft?.experiencedOn;
    saveReviewDraft({
      rating, review, description, experiencedOn, anonymous, hidden, attachments,
      ...(same ? { category: draft?.category, productId: draft?.productId, serviceId: draft?.serviceId } : {}),
      companyId: company.id, companyName: company.name, cardLogo: company.logo,
    });
    navigate(paths.reviewCreate);
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Write a review</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Which company do you want to review?</Typography>
      <ReviewSteps active={0} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={next} aria-label="Choose the company">
          {loadingPreset && <Typography role="status" color="text.secondary">Loading the company…</Typography>}
          {presetRef && preset.isError && picked === undefined && <Alert severity="warning">That company could not be found. Search for it instead.</Alert>}
          <CompanySelect
            value={company} onChange={(c) => { setPicked(c); setError(undefined); }} label="Company"
            error={!!error} helperText={error ?? 'Type its name; choose it from the list.'}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" size="large" disabled={loadingPreset}>Continue</Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
