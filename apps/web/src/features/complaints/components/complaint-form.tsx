// Step 2 of filing: the title, what happened, when (the date of experience), category, product, the anonymous and hidden switches and images. The
// contract's own rules check the text; every change is kept in the draft, so nothing is lost on the way to sign-in.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { COMPLAINT_EXPERIENCE_MAX, COMPLAINT_TITLE_MAX, CreateComplaintRequestSchema } from '@redress/contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AttachmentsField } from './attachments-field.tsx';
import { TopicFields } from './topic-fields.tsx';
import { ExperienceDateField, ExperiencedOnFieldSchema } from '../../../components/experience-date.tsx';
import { PrivacySwitches, SubmitRow } from '../../../components/privacy-switches.tsx';
import { TextField } from '../../../components/text-field.tsx';

const shape = CreateComplaintRequestSchema.shape;
export const ComplaintFormSchema = z.object({
  complaint: shape.complaint,
  experience: shape.experience,
  experiencedOn: ExperiencedOnFieldSchema,
  category: z.string(),
  productId: z.string(),
  product: z.string().trim().max(120, 'is at most 120 characters'),
  anonymous: z.boolean(),
  hidden: z.boolean(),
});
export type ComplaintFormValues = z.output<typeof ComplaintFormSchema>;
export const COMPLAINT_FORM_FIELDS = ['complaint', 'experience', 'experiencedOn', 'category', 'productId', 'product', 'anonymous', 'hidden'] as const;

export interface ComplaintFormResult extends ComplaintFormValues { attachments: string[] }

export function ComplaintForm({ defaults, categories, products, canUpload, serverErrors, onChange, onContinue, submitLabel = 'Continue', secondary }: {
  defaults: ComplaintFormResult;
  categories: string[];
  products: { id: string; name: string }[];
  canUpload: boolean;
  /** Field errors a 400 named (`details`), shown under their fields. */
  serverErrors?: Record<string, string>;
  onChange?: (values: ComplaintFormResult) => void;
  onContinue: (values: ComplaintFormResult) => void | Promise<void>;
  submitLabel?: string;
  secondary?: ReactNode;
}) {
  const [attachments, setAttachments] = useState(defaults.attachments);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, watch, setError, formState: { errors, isSubmitting } } = useForm<ComplaintFormValues>({
    resolver: zodResolver(ComplaintFormSchema),
    defaultValues: defaults,
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if ((COMPLAINT_FORM_FIELDS as readonly string[]).includes(field)) setError(field as (typeof COMPLAINT_FORM_FIELDS)[number], { message });
      else setError('root', { message: `${field}: ${message}` });
    }
  }, [serverErrors, setError]);

  // Every change goes to the draft.
  useEffect(() => {
    if (!onChange) return;
    const sub = watch((v) => onChange({ ...defaults, ...(v as ComplaintFormValues), attachments }));
    return () => sub.unsubscribe();
  }, [watch, onChange, attachments, defaults]);
  const changeAttachments = useCallback((next: string[]) => {
    setAttachments(next);
  }, []);
  useEffect(() => {
    onChange?.({ ...defaults, ...watch(), attachments });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when the images change
  }, [attachments]);

  const onSubmit = handleSubmit((v) => onContinue({ ...v, attachments }));
  const title = watch('complaint') ?? '';
  const experience = watch('experience') ?? '';

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label="Your complaint">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField
        label="Title" required {...register('complaint')} error={!!errors.complaint}
        helperText={errors.complaint?.message ?? `In a few words: what is the problem? (${title.trim().length}/${COMPLAINT_TITLE_MAX})`}
        slotProps={{ htmlInput: { maxLength: COMPLAINT_TITLE_MAX } }}
      />
      <TextField
        label="What happened?" required multiline minRows={6} {...register('experience')} error={!!errors.experience}
        helperText={errors.experience?.message ?? `When and where, what you expected, what you got, and what you would like the company to do. At least 20 characters (${experience.trim().length}/${COMPLAINT_EXPERIENCE_MAX}).`}
        slotProps={{ htmlInput: { maxLength: COMPLAINT_EXPERIENCE_MAX } }}
      />
      <ExperienceDateField registration={register('experiencedOn')} error={errors.experiencedOn?.message} />
      <TopicFields
        fields={{ category: register('category'), productId: register('productId'), product: register('product') }} errors={errors}
        categories={categories} products={products} noCategory="Choose a category" noProduct="Not about one product"
      />
      <PrivacySwitches control={control} idPrefix="" authored="filed it" />
      <AttachmentsField value={attachments} onChange={changeAttachments} canUpload={canUpload} onUploadingChange={setUploading} signInHint="You can add images after you sign in, before you submit." />
      <SubmitRow secondary={secondary} submitting={isSubmitting} uploading={uploading} label={submitLabel} />
    </Stack>
  );
}
