// /business/settings: where the company's notices are mailed, which kinds mail it, where the profile switch starts.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { MAX_COMPANY_EMAILS, type CompanySettings, type ProfileDefault } from '@redress/contract';
import { AddressFields, addressErrorsOf, MailKindsFieldset, useEmailDetailsDraft } from '../../../components/email-details-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompanySettings, useSaveCompanySettings } from '../api/settings.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

function SettingsEditor({ companyId, settings }: { companyId: string; settings: CompanySettings }) {
  const save = useSaveCompanySettings(companyId);
  const draft = useEmailDetailsDraft(settings);
  const [profileDefault, setProfileDefault] = useState<ProfileDefault>(settings.profileDefault);
  const [errors, setErrors] = useState<{ contactEmails?: string; ccEmails?: string; root?: string }>({});
  const disabled = !settings.canEdit || save.isPending;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ ...draft.values(), profileDefault });
      toast.success('Settings saved');
    } catch (err) {
      setErrors({ ...addressErrorsOf(err), root: err instanceof ApiError ? err.message : 'The settings could not be saved. Please try again.' });
    }
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={(e) => void onSubmit(e)} noValidate sx={{ p: { xs: 2, sm: 3 } }} aria-label="Company settings">
      <Stack spacing={3}>
        {!settings.canEdit && <Alert severity="info">Only the company&apos;s owner changes these settings.</Alert>}
        {errors.root && <Alert severity="error">{errors.root}</Alert>}
        <Stack spacing={2}>
          <Typography variant="h2">E-mail details</Typography>
          <Typography color="text.secondary">
            Where the company&apos;s notices go. Leave empty to mail you and your employees, each by their own preferences. Up to {MAX_COMPANY_EMAILS} addresses each, one a line.
          </Typography>
          <AddressFields {...draft.addressFields} disabled={disabled} errors={errors}
            contactHint="For example complaints@yourcompany.com" />
        </Stack>
        <MailKindsFieldset mail={draft.mail} onChange={draft.setMail} disabled={disabled} />
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend" id="profile-default-label">The profile switch starts on</FormLabel>
          <RadioGroup aria-labelledby="profile-default-label" value={profileDefault} onChange={(e) => setProfileDefault(e.target.value as ProfileDefault)}>
            <FormControlLabel value="business" control={<Radio />} label="Business: the dashboard" />
            <FormControlLabel value="user" control={<Radio />} label="User: the complaints about your company" />
          </RadioGroup>
        </FormControl>
        {settings.canEdit && <Button type="submit" variant="contained" disabled={disabled} sx={{ alignSelf: 'flex-start' }}>Save settings</Button>}
      </Stack>
    </Paper>
  );
}

export function CompanySettingsForm({ companyId }: { companyId: string }) {
  const settings = useCompanySettings(companyId);
  if (settings.isError) return <Alert severity="error">The settings could not be loaded.</Alert>;
  if (!settings.data) return <LoadingBlock height={360} label="Loading settings" />;
  return <SettingsEditor companyId={companyId} settings={settings.data} />;
}
