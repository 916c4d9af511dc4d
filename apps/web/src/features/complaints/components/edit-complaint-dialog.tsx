// The author edits the complaint (PUT /complaint/{id}): title, story, category, product, the switches and images. Once
// the company has answered, the story (title, text, category, product) stays as it was answered; the switches and images
// still change. The server's field errors show under their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { COMPLAINT_EXPERIENCE_MAX, COMPLAINT_TITLE_MAX, CreateComplaintRequestSchema, type Complaint } from '@redress/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateComplaint } from '../api/update-complaint.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { TopicFields } from './topic-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ExperienceDateField, OptionalExperiencedOnFieldSchema } from '../../../components/experience-date.tsx';
import { useCategories, useCompany } from '../../../api/companies.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

const EditSchema = z.object({
  complaint: CreateComplaintRequestSchema.shape.complaint,
  experience: CreateComplaintRequestSchema.shape.experience,
  /** Empty only on a complaint filed before the date was asked for (then none is sent). */
  experiencedOn: OptionalExperiencedOnFieldSchema,
  category: z.string(),
  productId: z.string(),
  product: z.string().trim().max(120, 'is at most 120 characters'),
  anonymous: z.boolean(),
  hidden: z.boolean(),
});
type EditValues = z.output<typeof EditSchema>;
const EDIT_FIELDS = ['complaint', 'experience', 'experiencedOn', 'category', 'productId', 'product', 'anonymous', 'hidden'] as const;

export function EditComplaintDialog({ complaint: c, complaintRef, open, onClose }: { complaint: Complaint; complaintRef: string; open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const update = useUpdateComplaint(complaintRef);
  const companyId = c.organizationDto.organizationId;
  const company = useCompany(companyId ?? '', !!companyId);
  const all = useCategories();
  const categories = company.data?.categories.length ? company.data.categories : (all.data ?? []).map((x) => x.name);
  const products = company.data?.products.map((p) => ({ id: p.id, name: p.name })) ?? [];
  const answered = c.firstResponseAt !== null;
  const [attachments, setAttachments] = useState(c.attachments);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<EditValues>({
    resolver: zodResolver(EditSchema),
    defaultValues: {
      complaint: c.complaint, experience: c.experience, experiencedOn: c.experiencedOn ?? '', category: c.category[0] ?? '', productId: c.productId ?? '', product: c.productId ? '' : (c.product ?? ''),
      anonymous: c.anonymous, hidden: c.hidden,
    },
  });
  const onSubmit = handleSubmit(async ({ productId, product, experiencedOn, ...v }) => {
    // A product of the company's catalogue, or free text when it has none (a free-text product stays unless replaced).
    const which = products.length
      ? { productId: productId || null, product: productId ? undefined : (c.productId ? null : c.product) }
      : { productId: null, product: product || null };
    try {
      await update.mutateAsync({ id: c.id, body: { ...v, ...which, ...(experiencedOn ? { experiencedOn } : {}), attachments } });
      toast.success('Complaint updated');
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, EDIT_FIELDS);
    }
  });
  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby="edit-complaint-title" maxWidth="md" fullWidth fullScreen={fullScreen}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-complaint-title">Edit your complaint</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            {answered && <Alert severity="info">The company has answered: the title, the story, the date of experience, the category and the product stay as they were answered. You can still post anonymously, hide it or change its images.</Alert>}
            <TextField label="Title" required disabled={answered} {...register('complaint')} error={!!errors.complaint} helperText={errors.complaint?.message} slotProps={{ htmlInput: { maxLength: COMPLAINT_TITLE_MAX } }} />
            <TextField label="What happened?" required disabled={answered} multiline minRows={5} {...register('experience')} error={!!errors.experience} helperText={errors.experience?.message} slotProps={{ htmlInput: { maxLength: COMPLAINT_EXPERIENCE_MAX } }} />
            <ExperienceDateField registration={register('experiencedOn')} error={errors.experiencedOn?.message} required={!!c.experiencedOn} disabled={answered} />
            {company.isLoading ? <LoadingBlock height={56} label="Loading the company's products" /> : (
              <TopicFields
                fields={{ category: register('category'), productId: register('productId'), product: register('product') }} errors={errors} disabled={answered}
                categories={[...new Set([...c.category.slice(0, 1), ...categories])]} products={products}
                noCategory="No category" noProduct={c.product && !c.productId ? c.product : 'Not about one product'}
              />
            )}
            <Controller control={control} name="anonymous" render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Post anonymously" />} />
            <Controller control={control} name="hidden" render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Hide from the public" />} />
            <AttachmentsField value={attachments} onChange={setAttachments} canUpload onUploadingChange={setUploading} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={uploading}>Save changes</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
