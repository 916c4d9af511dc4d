// /complaints/company (step 1 of filing): choose the company, preselected from ?companyId= (the company page's
// "File a complaint") or the draft, or name one that is not on Redress yet by its name and e-mail (a prospect).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmailSchema } from '@redress/contract';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../../api/companies.ts';
import { CompanySelect, type SelectedCompany } from '../../../features/companies/components/company-select.tsx';
import { FilingSteps } from '../../../features/complaints/components/filing-steps.tsx';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';
import { emptyDraftFields, readDraft, saveDraft, type ComplaintDraft } from '../../../features/complaints/lib/draft.ts';
import { TextField } from '../../../components/text-field.tsx';

type Mode = 'listed' | 'prospect';

/** The text of the draft carries over; the category and product belong to the company it was written for. */
function keptFields(draft: ComplaintDraft | null, sameCompany: boolean) {
  if (!draft) return emptyDraftFields;
  const { complaint, experience, experiencedOn, anonymous, hidden, attachments, repostComplaintId } = draft;
  const base = { complaint, experience, experiencedOn, anonymous, hidden, attachments, repostComplaintId };
  return sameCompany ? { ...base, category: draft.category, product: draft.product, productId: draft.productId } : base;
}

export default function ComplaintCompanyPage() {
  usePageTitle('File a complaint');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft] = useState(readDraft);
  const fromQuery = params.get('companyId');
  const presetRef = fromQuery ?? draft?.companyId ?? '';
  const preset = useCompany(presetRef, !!presetRef);
  const [picked, setPicked] = useState<SelectedCompany | null | undefined>(undefined);
  const presetCompany: SelectedCompany | null = preset.data ? { id: preset.data.id, slug: preset.data.slug, name: preset.data.name, logo: preset.data.logo, serviceOffered: preset.data.serviceOffered } : null;
  const company = picked === undefined ? presetCompany : picked;
  const [mode, setMode] = useState<Mode>(draft?.prospectEmail && !fromQuery ? 'prospect' : 'listed');
  const [name, setName] = useState(draft?.prospectEmail ? draft.companyName : '');
  const [email, setEmail] = useState(draft?.prospectEmail ?? '');
  const [errors, setErrors] = useState<{ company?: string; name?: string; email?: string }>({});

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'listed') {
      if (!company) return setErrors({ company: 'Choose the company your complaint is about' });
      saveDraft({ ...keptFields(draft, draft?.companyId === company.id), companyId: company.id, companyName: company.name, cardLogo: company.logo });
    } else {
      const n = name.trim();
      const parsed = EmailSchema.safeParse(email);
      const found = {
        name: n.length < 2 ? 'The company’s name is at least 2 characters' : n.length > 120 ? 'The company’s name is at most 120 characters' : undefined,
        email: parsed.success ? undefined : 'Enter the company’s e-mail address, e.g. complaints@company.com',
      };
      if (found.name || found.email) return setErrors(found);
      saveDraft({ ...keptFields(draft, draft?.prospectEmail === parsed.data), companyName: n, prospectEmail: parsed.data, cardLogo: null });
    }
    navigate(paths.complaintCreate);
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>File a complaint</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>Which company is it about? {DUE_RULE_TEXT}</Typography>
      <FilingSteps active={0} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={next} aria-label="Choose the company">
          <RadioGroup aria-label="Is the company on Redress?" value={mode} onChange={(e) => { setMode(e.target.value as Mode); setErrors({}); }}>
            <FormControlLabel value="listed" control={<Radio />} label="Find the company on Redress" />
            <FormControlLabel value="prospect" control={<Radio />} label="The company isn’t on Redress" />
          </RadioGroup>
          {mode === 'listed' ? (
            <>
              {presetRef && preset.isPending && picked === undefined && <Typography role="status" color="text.secondary">Loading the company…</Typography>}
              {presetRef && preset.isError && picked === undefined && <Alert severity="warning">That company could not be found. Search for it instead.</Alert>}
              <CompanySelect
                value={company} onChange={(c) => { setPicked(c); setErrors({}); }} label="Company"
                error={!!errors.company} helperText={errors.company ?? 'Type its name; choose it from the list.'}
              />
            </>
          ) : (
            <>
              <Alert severity="info">We will invite the company to Redress by e-mail to answer you. When it joins, your complaint moves to its page.</Alert>
              <TextField label="Company name" required value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} autoComplete="organization" />
              <TextField label="Company e-mail address" required type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={!!errors.email} helperText={errors.email ?? 'Where the company takes complaints or customer care'} />
            </>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.companyCreate}>Add a company to Redress instead</Button>
            <Button type="submit" variant="contained" size="large">Continue</Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
