// POST /company/CreateCategory (admins): add a category; a name already taken is a 409, shown under the field.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { CreateCategoryRequestSchema, type CreateCategoryRequest } from '@redress/contract';
import { toast } from '../../../lib/toast.ts';
import { useCategories, useCreateCategory } from '../api/companies.ts';
import { showServerErrors } from './server-errors.ts';
import { TextField } from '../../../components/text-field.tsx';

export function CreateCategoryForm() {
  const categories = useCategories();
  const create = useCreateCategory();
  const { register, handleSubmit, reset, setError, clearErrors, formState: { errors, isSubmitting } } = useForm<CreateCategoryRequest>({
    resolver: zodResolver(CreateCategoryRequestSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const { category } = await create.mutateAsync(name);
      toast.success(`${category.name} is a category`);
      reset();
    } catch (err) {
      showServerErrors(err, setError, clearErrors, ['name']);
    }
  });

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }} onSubmit={onSubmit} aria-label="Add a category">
        <TextField label="New category" size="small" {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? 'Companies pick up to five'} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined" loading={isSubmitting} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>Add category</Button>
      </Stack>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>{categories.data ? `${categories.data.length} categories` : 'Categories'}</Typography>
        {categories.isPending ? (
          <Typography color="text.secondary">Loading categories…</Typography>
        ) : (
          <Stack component="ul" direction="row" useFlexGap spacing={1} aria-label="Categories" sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
            {(categories.data ?? []).map((c) => <li key={c.id}><Chip label={c.name} size="small" /></li>)}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
