// The review's fields: stars, title, text, the date of experience, category, product or service, the anonymous and hidden switches and images.
// The contract's own rules check the text. Writing a review keeps every change in the draft (onChange); editing one
// uses the same form in a dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateReviewRequestSchema, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@redress/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ExperienceDateField, ExperiencedOnFieldSchema, OptionalExperiencedOnFieldSchema } from '../../../components/experience-date.tsx';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { PrivacySwitches, SubmitRow } from '../../../components/privacy-switches.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ImagesField } from './images-field.tsx';

const shape = CreateReviewRequestSchema.shape;
export const ReviewFormSchema = z.object({
  rating: z.number().int().min(1, 'Choose from 1 to 5 stars').max(5, 'Choose from 1 to 5 stars'),
  review: shape.review,
  description: shape.description,
  experiencedOn: ExperiencedOnFieldSchema,
  category: z.string(),
  productId: z.string(),
  serviceId: z.string(),
  anonymous: z.boolean(),
  hidden: z.boolean(),
});
export type ReviewFormValues = z.output<typeof ReviewFormSchema>;
/** Editing a review written before the date of experience was asked for: the date may stay empty. */
const UndatedReviewFormSchema = ReviewFormSchema.extend({ experiencedOn: OptionalExperiencedOnFieldSchema });
const FIELDS = ['rating', 'review', 'description', 'experiencedOn', 'category', 'productId', 'serviceId', 'anonymous', 'hidden'] as const;

export interface ReviewFormResult extends ReviewFormValues { attachments: string[] }

const STAR_WORDS = ['', 'Bad', 'Poor', 'Average', 'Good', 'Excellent'];

export function ReviewForm({ defaults, categories, products, services, canUpload, serverErrors, onChange, onSubmit, submitLabel, secondary, undated = false }: {
  defaults: ReviewFormResult;
  /** The review being edited has no date of experience (written before it was asked for): it may stay without one. */
  undated?: boolean;
  categories: string[];
  products: { id: string; name: string }[];
  services: { id: string; name: string }[];
  canUpload: boolean;
  /** Field errors a 400 named (`details`), shown under their fields. */
  serverErrors?: Record<string, string>;
  onChange?: (values: ReviewFormResult) => void;
  onSubmit: (values: ReviewFormResult) => void | Promise<void>;
  submitLabel: string;
  secondary?: ReactNode;
}) {
  const [attachments, setAttachments] = useState(defaults.attachments);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, watch, setError, formState: { errors, isSubmitting } } = useForm<ReviewFormValues>({
    resolver: zodResolver(undated ? UndatedReviewFormSchema : ReviewFormSchema),
    defaultValues: defaults,
  });

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      const name = field === 'attachments' || field.startsWith('attachments.') ? null : field;
      if (name && (FIELDS as readonly string[]).includes(name)) setError(name as (typeof FIELDS)[number], { message });
      else setError('root', { message: `${field}: ${message}` });
    }
  }, [serverErrors, setError]);

  useEffect(() => {
    if (!onChange) return;
    const sub = watch((v) => onChange({ ...defaults, ...(v as ReviewFormValues), attachments }));
    return () => sub.unsubscribe();
  }, [watch, onChange, attachments, defaults]);
  useEffect(() => {
    onChange?.({ ...defaults, ...watch(), attachments });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when the images change
  }, [attachments]);

  const title = watch('review') ?? '';
  const text = watch('description') ?? '';
  const stars = watch('rating') ?? 0;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit((v) => onSubmit({ ...v, attachments }))} aria-label="Your review">
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Box role="group" aria-labelledby="review-stars-label">
        <Typography id="review-stars-label" sx={{ fontWeight: 600, mb: 0.5 }}>Your rating <span aria-hidden="true">*</span></Typography>
        <Controller
          control={control} name="rating"
          render={({ field }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Rating
                name="rating" size="large" value={field.value || null} onChange={(_e, v) => field.onChange(v ?? 0)}
                getLabelText={(v) => `${v} star${v === 1 ? '' : 's'}, ${STAR_WORDS[v] ?? ''}`}
              />
              <Typography color="text.secondary" aria-live="polite">{STAR_WORDS[stars] ?? ''}</Typography>
            </Box>
          )}
        />
        {errors.rating && <FormHelperText error>{errors.rating.message}</FormHelperText>}
      </Box>
      <TextField
        label="Title" required {...register('review')} error={!!errors.review}
        helperText={errors.review?.message ?? `Sum up your experience (${title.trim().length}/${REVIEW_TITLE_MAX})`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TITLE_MAX } }}
      />
      <TextField
        label="Your review" required multiline minRows={5} {...register('description')} error={!!errors.description}
        helperText={errors.description?.message ?? `What was good, what was not, and would you go back? At least 10 characters (${text.trim().length}/${REVIEW_TEXT_MAX}).`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
      />
      <ExperienceDateField registration={register('experiencedOn')} error={errors.experiencedOn?.message} required={!undated} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <NativeSelectField label="Category" {...register('category')} error={!!errors.category} helperText={errors.category?.message ?? 'Optional'} slotProps={{ inputLabel: { shrink: true } }}>
          <option value="">Choose a category</option>
          {categories.map((c) => <option key={c} value={c}>{c}</option>)}
        </NativeSelectField>
        <NativeSelectField label="Product" disabled={!products.length} {...register('productId')} error={!!errors.productId} helperText={errors.productId?.message ?? (products.length ? 'Optional' : 'The company lists no products')} slotProps={{ inputLabel: { shrink: true } }}>
          <option value="">Not about one product</option>
          {products.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </NativeSelectField>
        <NativeSelectField label="Service" disabled={!services.length} {...register('serviceId')} error={!!errors.serviceId} helperText={errors.serviceId?.message ?? (services.length ? 'Optional' : 'The company lists no services')} slotProps={{ inputLabel: { shrink: true } }}>
          <option value="">Not about one service</option>
          {services.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </NativeSelectField>
      </Box>
      <PrivacySwitches control={control} idPrefix="review-" authored="wrote it" />
      <ImagesField value={attachments} onChange={setAttachments} canUpload={canUpload} onUploadingChange={setUploading} />
      <SubmitRow secondary={secondary} submitting={isSubmitting} uploading={uploading} label={submitLabel} />
    </Stack>
  );
}
