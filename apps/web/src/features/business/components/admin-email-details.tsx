// The admin's "E-mail details" of a company (decision 131): where its notices go, which kinds mail it, and the admin's
// own notes. The same record the business keeps at /business/settings; the business never sees the notes.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { MAX_COMPANY_EMAILS, MAX_EMAIL_DETAILS_NOTES, type AdminEmailDetails } from '@redress/contract';
import { AddressFields, addressErrorsOf, fieldErrorOf, MailKindsFieldset, useEmailDetailsDraft } from '../../../components/email-details-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useEmailDetails, useSaveEmailDetails } from '../api/admin-companies.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

function EmailDetailsEditor({ companyId, details }: { companyId: string; details: AdminEmailDetails }) {
  const save = useSaveEmailDetails(companyId);
  const draft = useEmailDetailsDraft(details);
  const [notes, setNotes] = useState(details.notes ?? '');
  const [errors, setErrors] = useState<{ contactEmails?: string; ccEmails?: string; notes?: string; root?: string }>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({ exists: details.id !== null, body: { ...draft.values(), notes: notes.trim() || null } });
      draft.showSaved(saved);
      toast.success('E-mail details saved');
    } catch (err) {
      const named = { ...addressErrorsOf(err), notes: fieldErrorOf(err, 'notes') };
      setErrors({ ...named, root: Object.values(named).some(Boolean) ? undefined : err instanceof ApiError ? err.message : 'The e-mail details could not be saved. Please try again.' });
    }
  };

  return (
    <Stack component="form" aria-label="E-mail details" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
      {errors.root && <Alert severity="error">{errors.root}</Alert>}
      <Typography color="text.secondary">
        {details.id === null
          ? 'None saved yet: the company\'s notices go to its owner and employees, each by their own preferences.'
          : `Saved ${details.updatedAt ? formatDateTime(details.updatedAt) : ''}. The business sees these addresses on its settings page.`}
        {' '}Up to {MAX_COMPANY_EMAILS} addresses each, one a line.
      </Typography>
      <AddressFields {...draft.addressFields} disabled={save.isPending} errors={errors}
        contactHint="Where the company's notices go" />
      <MailKindsFieldset mail={draft.mail} onChange={draft.setMail} disabled={save.isPending} />
      <TextField label="Admin notes" multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} disabled={save.isPending}
        slotProps={{ htmlInput: { maxLength: MAX_EMAIL_DETAILS_NOTES } }}
        error={!!errors.notes} helperText={errors.notes ? `Admin notes: ${errors.notes}` : 'Seen by admins only'} />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>Save e-mail details</Button>
    </Stack>
  );
}

export function AdminEmailDetailsSection({ companyId }: { companyId: string }) {
  const details = useEmailDetails(companyId);
  if (details.isError) return <Alert severity="error">The e-mail details could not be loaded.</Alert>;
  if (!details.data) return <LoadingBlock height={320} label="Loading the e-mail details" />;
  // Keyed by the record: the save that creates it starts the form anew from what was saved.
  return <EmailDetailsEditor key={`${details.data.id ?? 'none'}`} companyId={companyId} details={details.data} />;
}
