// /complaints/company/create (step 2 of filing): what happened, for the company in the draft. Continue keeps the
// draft and goes to the review; a visitor is asked to sign in on the way (the guard's redirectTo brings them back).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCategories, useCompany } from '../../../api/companies.ts';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { ComplaintForm, type ComplaintFormResult } from '../../../features/complaints/components/complaint-form.tsx';
import { FilingSteps } from '../../../features/complaints/components/filing-steps.tsx';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';
import { readDraft, saveDraft, type ComplaintDraft } from '../../../features/complaints/lib/draft.ts';
import { useSession } from '../../../lib/session.ts';

function toDraft(base: ComplaintDraft, v: ComplaintFormResult): ComplaintDraft {
  return {
    ...base,
    complaint: v.complaint,
    experience: v.experience,
    experiencedOn: v.experiencedOn,
    category: v.category || undefined,
    productId: v.productId || undefined,
    product: v.productId ? undefined : v.product || undefined,
    anonymous: v.anonymous,
    hidden: v.hidden,
    attachments: v.attachments,
  };
}

export default function ComplaintCreatePage() {
  usePageTitle('File a complaint');
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [draft] = useState(readDraft);
  const company = useCompany(draft?.companyId ?? '', !!draft?.companyId);
  const all = useCategories();
  const serverErrors = (location.state as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;

  const defaults = useMemo<ComplaintFormResult | null>(() => draft && ({
    complaint: draft.complaint,
    experience: draft.experience,
    experiencedOn: draft.experiencedOn ?? '',
    category: draft.category ?? '',
    productId: draft.productId ?? '',
    product: draft.product ?? '',
    anonymous: draft.anonymous,
    hidden: draft.hidden,
    attachments: draft.attachments,
  }), [draft]);
  const onChange = useCallback((v: ComplaintFormResult) => {
    if (draft) saveDraft(toDraft(draft, v));
  }, [draft]);

  if (!draft || !defaults) return <Navigate to={paths.complaintCompany} replace />;
  const loading = (!!draft.companyId && company.isPending) || (all.isPending && !company.data?.categories.length);
  const categories = company.data?.categories.length ? company.data.categories : (all.data ?? []).map((c) => c.name);
  const products = company.data?.products.map((p) => ({ id: p.id, name: p.name })) ?? [];

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>{draft.repostComplaintId ? 'Repost your complaint' : 'Describe what happened'}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Be specific and stay polite: the company and the public read it. {DUE_RULE_TEXT}</Typography>
      <FilingSteps active={1} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, flexWrap: 'wrap' }}>
          <LogoMark name={draft.companyName} logo={draft.cardLogo} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">About</Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{draft.companyName}{draft.prospectEmail && ` (${draft.prospectEmail})`}</Typography>
          </Box>
          <Button component={RouterLink} to={draft.companyId ? `${paths.complaintCompany}?companyId=${encodeURIComponent(draft.companyId)}` : paths.complaintCompany}>Change company</Button>
        </Box>
        {loading ? (
          <Box role="status" aria-busy="true" aria-label="Loading the form"><Skeleton height={56} /><Skeleton variant="rounded" height={160} sx={{ my: 2 }} /><Skeleton height={56} /></Box>
        ) : (
          <ComplaintForm
            defaults={defaults} categories={categories} products={products} canUpload={!!user}
            serverErrors={serverErrors} onChange={onChange}
            submitLabel={user ? 'Review' : 'Sign in and review'}
            onContinue={(v) => {
              saveDraft(toDraft(draft, v));
              navigate(paths.complaintSubmit);
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
