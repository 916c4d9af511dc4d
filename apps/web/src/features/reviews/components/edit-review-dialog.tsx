// The author edits a review (PUT /review) in a dialog, with the form that wrote it: every field can change. The
// server's field errors show under their fields. The company's catalogue comes from the page.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Review } from '@redress/contract';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateReview } from '../api/update-review.ts';
import { ReviewForm, type ReviewFormResult } from './review-form.tsx';

type Item = { id: string; name: string };

export function EditReviewDialog({ review: r, open, onClose, categories, products, services }: {
  review: Review;
  open: boolean;
  onClose: () => void;
  categories: string[];
  products: Item[];
  services: Item[];
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const update = useUpdateReview();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const defaults = useMemo<ReviewFormResult>(() => ({
    rating: r.rating,
    review: r.review,
    description: r.description,
    experiencedOn: r.experiencedOn ?? '',
    category: r.category ?? '',
    productId: products.find((p) => p.name === r.productName)?.id ?? '',
    serviceId: services.find((s) => s.name === r.serviceName)?.id ?? '',
    anonymous: r.anonymous,
    hidden: r.hidden,
    attachments: r.attachments,
  }), [r, products, services]);

  const save = async (v: ReviewFormResult) => {
    try {
      await update.mutateAsync({
        reviewId: r.id, rating: v.rating, review: v.review, description: v.description, ...(v.experiencedOn ? { experiencedOn: v.experiencedOn } : {}),
        category: v.category || null, productId: v.productId || null, serviceId: v.serviceId || null,
        anonymous: v.anonymous, hidden: v.hidden, attachments: v.attachments,
      });
      toast.success('Your review was updated');
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setServerErrors(Object.keys(fields).length ? fields : { form: err instanceof Error ? err.message : 'Your review could not be saved' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="edit-review-title">
      <DialogTitle id="edit-review-title">Edit your review</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open && (
          <ReviewForm
            defaults={defaults} categories={categories} products={products} services={services} canUpload
            undated={!r.experiencedOn} serverErrors={serverErrors} onSubmit={save} submitLabel="Save changes" secondary={<Button onClick={onClose}>Cancel</Button>}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
