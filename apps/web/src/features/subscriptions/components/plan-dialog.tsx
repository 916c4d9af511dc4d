// Create or edit a plan: code (new plans only), name, price, currency, interval, the four limits and features. Each
// field shows what the form or the server refuses under it; a lowered limit names the companies now over it.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { AdminPlan, PlanSaveResponse } from '@redress/contract';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSavePlan } from '../api/subscriptions.ts';
import { formDefaults, formFieldOf, LIMIT_FIELDS, NewPlanFormSchema, PlanFormSchema, toCreate, toUpdate, type PlanFormInput, type PlanFormValues } from './plan-form.ts';

const FIELDS = ['code', 'name', 'description', 'price', 'currency', 'interval', 'features', 'active', ...LIMIT_FIELDS.map((l) => `limits.${l.key}`)];

export function PlanDialog({ plan, onClose, onSaved }: { plan?: AdminPlan; onClose: () => void; onSaved: (r: PlanSaveResponse) => void }) {
  const save = useSavePlan();
  const isFree = plan?.code === 'free';
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<PlanFormInput, unknown, PlanFormValues>({
    resolver: zodResolver(plan ? PlanFormSchema : NewPlanFormSchema),
    defaultValues: formDefaults(plan),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const r = plan ? await save.mutateAsync({ id: plan.id, input: toUpdate(values) }) : await save.mutateAsync({ input: toCreate(values) });
      toast.success(`${r.plan.name} is saved`);
      onSaved(r);
      onClose();
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const name = formFieldOf(field);
        if (FIELDS.includes(name)) setError(name as Path<PlanFormInput>, { message });
      }
      setError('root', { message: err instanceof Error ? err.message : 'The plan could not be saved.' });
    }
  });

  const fieldError = (name: string) => name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="plan-dialog-title">{plan ? `Edit ${plan.name}` : 'New plan'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            {!plan && (
              <TextField label="Code" {...register('code')} error={!!errors.code} helperText={errors.code?.message ?? 'Lower-case letters, digits and hyphens; it never changes'} required />
            )}
            <TextField label="Name" {...register('name')} error={!!errors.name} helperText={errors.name?.message} required />
            <TextField label="Description" {...register('description')} error={!!errors.description} helperText={errors.description?.message} multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Price" {...register('price')} error={!!errors.price} disabled={isFree}
                helperText={errors.price?.message ?? (isFree ? 'Free stays free' : 'Per interval, 0 for free')} inputMode="decimal" fullWidth />
              <TextField label="Currency" {...register('currency')} error={!!errors.currency} helperText={errors.currency?.message} disabled={!!plan} fullWidth />
              <Controller name="interval" control={control} render={({ field }) => (
                <MuiTextField select label="Interval" {...field} error={!!errors.interval} helperText={errors.interval?.message} disabled={!!plan} fullWidth>
                  <MenuItem value="month">Month</MenuItem>
                  <MenuItem value="year">Year</MenuItem>
                </MuiTextField>
              )} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {LIMIT_FIELDS.map((l) => {
                const e = fieldError(`limits.${l.key}`);
                return (
                  <TextField key={l.key} label={l.label} {...register(`limits.${l.key}`)} error={!!e} inputMode="numeric"
                    helperText={e?.message ?? 'Empty: unlimited; 0: not included'} sx={{ flex: '1 1 45%' }} />
                );
              })}
            </Stack>
            <TextField label="Features" {...register('features')} error={!!errors.features} helperText={errors.features?.message ?? 'One a line'} multiline minRows={3} />
            <Controller name="active" control={control} render={({ field }) => (
              <FormControlLabel disabled={isFree} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Offered to businesses" />
            )} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>Save plan</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
