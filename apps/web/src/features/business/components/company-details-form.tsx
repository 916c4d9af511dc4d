// The company's details (PUT /company/UpdateProfile/{id}): name, contacts, country, address, description and
// categories. Read-only for employees: they see what the owner keeps up to date.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { Company } from '@redress/contract';
import { showServerErrors } from './server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCompany } from '../api/companies.ts';
import {
  CategoriesField, COMPANY_FORM_FIELDS, CompanyFormSchema, CountryField, nullIfBlank, type CompanyFormInput, type CompanyFormValues,
} from './company-form-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';

const valuesOf = (c: Company): CompanyFormInput => ({
  name: c.name,
  email: c.email,
  contactNumber: c.contactNumber ?? '',
  website: c.website ?? '',
  country: c.country ?? '',
  address: c.address ?? '',
  description: c.description,
  categories: c.categories,
});

export function CompanyDetailsForm({ company, readOnly = false }: { company: Company; readOnly?: boolean }) {
  const update = useUpdateCompany(company.id);
  const { register, control, handleSubmit, setError, clearErrors, reset, formState: { errors, isDirty } } = useForm<CompanyFormInput, unknown, CompanyFormValues>({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: valuesOf(company),
  });

  const onSubmit = handleSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync({
        name: v.name,
        email: v.email,
        contactNumber: nullIfBlank(v.contactNumber),
        website: nullIfBlank(v.website),
        country: nullIfBlank(v.country),
        address: nullIfBlank(v.address),
        description: v.description,
        categories: v.categories,
      });
      reset(valuesOf(saved));
      toast.success('Company details saved');
    } catch (err) {
      showServerErrors(err, setError, clearErrors, COMPANY_FORM_FIELDS);
    }
  });

  const field = (name: 'name' | 'email' | 'contactNumber' | 'website' | 'address') => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
    fullWidth: true,
    slotProps: { htmlInput: { readOnly } },
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Company details">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      {readOnly && <Alert severity="info">Only the company&apos;s owner or a manager can change these details.</Alert>}
      <TextField label="Company name" autoComplete="organization" {...field('name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="E-mail address" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Contact number" type="tel" autoComplete="tel" {...field('contactNumber')} />
      </Stack>
      <TextField label="Website" type="url" placeholder="https://" autoComplete="url" {...field('website')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}><CountryField control={control} name="country" disabled={readOnly} /></Box>
        <Box sx={{ flex: 2 }}><TextField label="Address" autoComplete="street-address" {...field('address')} /></Box>
      </Stack>
      <CategoriesField control={control} name="categories" disabled={readOnly} />
      <TextField
        label="Description"
        multiline
        minRows={4}
        {...register('description')}
        error={!!errors.description}
        helperText={errors.description?.message ?? 'What you offer, where, and how customers reach you'}
        slotProps={{ htmlInput: { readOnly } }}
      />
      {!readOnly && <Box><Button type="submit" variant="contained" disabled={!isDirty} loading={update.isPending}>Save details</Button></Box>}
    </Stack>
  );
}
