// POST /company/CreateProfile: list a business that is not on Redress yet. A name or e-mail already on Redress is
// a 409, shown under its field.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { Company } from '@redress/contract';
import { showServerErrors } from './server-errors.ts';
import { useCreateCompany } from '../api/companies.ts';
import { CategoriesField, CompanyFormSchema, nullIfBlank, type CompanyFormInput, type CompanyFormValues } from './company-form-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';

const CreateSchema = CompanyFormSchema.pick({ name: true, email: true, contactNumber: true, website: true, categories: true, description: true });
const CREATE_FIELDS = ['name', 'email', 'contactNumber', 'website', 'categories', 'description'] as const;
type Input = Pick<CompanyFormInput, 'name' | 'email' | 'contactNumber' | 'website' | 'categories' | 'description'>;
type Values = Pick<CompanyFormValues, 'name' | 'email' | 'contactNumber' | 'website' | 'categories' | 'description'>;

export function CreateCompanyForm({ onCreated }: { onCreated: (company: Company) => void | Promise<void> }) {
  const create = useCreateCompany();
  const { register, control, handleSubmit, setError, clearErrors, formState: { errors, isSubmitting } } = useForm<Input, unknown, Values>({
    resolver: zodResolver(CreateSchema),
    defaultValues: { name: '', email: '', contactNumber: '', website: '', categories: [], description: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    try {
      const { company } = await create.mutateAsync({
        name: v.name,
        email: v.email,
        contactNumber: nullIfBlank(v.contactNumber),
        website: nullIfBlank(v.website),
        categories: v.categories,
        ...(v.description ? { description: v.description } : {}),
      });
      await onCreated(company);
    } catch (err) {
      showServerErrors(err, setError, clearErrors, CREATE_FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Add a company">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label="Company name" autoComplete="organization" {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Company e-mail address" type="email" fullWidth {...register('email')} error={!!errors.email} helperText={errors.email?.message ?? 'Where customers and Redress reach the company'} />
        <TextField label="Contact number" type="tel" fullWidth {...register('contactNumber')} error={!!errors.contactNumber} helperText={errors.contactNumber?.message ?? 'Optional'} />
      </Stack>
      <TextField label="Website" type="url" placeholder="https://" {...register('website')} error={!!errors.website} helperText={errors.website?.message ?? 'Optional'} />
      <CategoriesField control={control} name="categories" />
      <TextField label="Description" multiline minRows={3} {...register('description')} error={!!errors.description} helperText={errors.description?.message ?? 'Optional: what the company offers'} />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>Add company</Button>
    </Stack>
  );
}
