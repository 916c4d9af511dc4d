// /complaints/company/submit-complaint (step 3 of filing; signed in): the draft as it will be posted, and Submit.
// An unverified customer sees 'Unverified Email' first. A 400 names fields: back to the form with them under their
// fields. Success: the draft goes, and the new complaint opens.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useVerifiedGate } from '../../../components/verified-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../../api/companies.ts';
import { needsComplaintCaptcha, useCreateComplaint } from '../../../features/complaints/api/create-complaint.ts';
import { DraftSummary } from '../../../features/complaints/components/draft-summary.tsx';
import { FilingSteps } from '../../../features/complaints/components/filing-steps.tsx';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';
import { clearDraft, draftToRequest, readDraft } from '../../../features/complaints/lib/draft.ts';
import { useProfile } from '../../../features/profile/api/profile.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showErrorDialog } from '../../../lib/error-dialog.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export default function ComplaintSubmitPage() {
  usePageTitle('Submit your complaint');
  const navigate = useNavigate();
  const gate = useVerifiedGate();
  const { user } = useSession();
  const [draft] = useState(readDraft);
  const company = useCompany(draft?.companyId ?? '', !!draft?.productId && !!draft.companyId);
  const create = useCreateComplaint();
  // The account's age decides whether the complaint carries a captcha (accounts younger than a day).
  const profile = useProfile(user?.profileType === 'user' ? user.id : undefined);

  if (!draft) {
    return (
      <Box sx={{ maxWidth: 760 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>Submit your complaint</Typography>
        <EmptyState title="Nothing to submit" action={<Button component={RouterLink} to={paths.complaintCompany} variant="contained">File a complaint</Button>}>
          There is no complaint waiting here. Start one by choosing the company.
        </EmptyState>
      </Box>
    );
  }
  const isCustomer = user?.profileType === 'user';
  const productName = draft.productId ? company.data?.products.find((p) => p.id === draft.productId)?.name : undefined;

  const submit = async () => {
    try {
      const createdAt = (profile.data ?? (await profile.refetch()).data)?.createdAt;
      const captcha = createdAt ? needsComplaintCaptcha(createdAt) : false;
      const { returnId, complaint } = await create.mutateAsync({ body: draftToRequest(draft), captcha });
      clearDraft();
      toast.success('Your complaint was submitted');
      navigate(paths.complaint(complaint?.id ?? returnId), { replace: true });
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
      if (err instanceof ApiError && err.status === 400 && Object.keys(fieldErrors).length) {
        navigate(paths.complaintCreate, { state: { fieldErrors } });
      } else if (!(err instanceof ApiError && err.status === 401)) {
        showErrorDialog(err instanceof Error ? err.message : 'Your complaint could not be submitted');
      }
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Submit your complaint</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Check it before it goes to the company. {DUE_RULE_TEXT}</Typography>
      <FilingSteps active={2} />
      {!isCustomer && (
        <Alert severity="info" sx={{ mb: 2 }}>Only customer accounts file complaints. Sign in with your personal account to submit this one.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DraftSummary draft={draft} productName={productName} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 3 }}>
          <Button component={RouterLink} to={paths.complaintCreate}>Edit</Button>
          <Button variant="contained" size="large" disabled={!isCustomer} loading={create.isPending} onClick={() => gate(() => void submit())}>Submit complaint</Button>
        </Box>
      </Paper>
    </Box>
  );
}
