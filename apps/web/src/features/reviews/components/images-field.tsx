// A review's images: up to 5, uploaded to POST /upload/review-images (components/image-upload-field.tsx).
import { MAX_REVIEW_ATTACHMENTS } from '@redress/contract';
import type { ComponentProps } from 'react';
import { ImageUploadField } from '../../../components/image-upload-field.tsx';
import { uploadReviewImage } from '../api/upload-review-image.ts';

type Props = Omit<ComponentProps<typeof ImageUploadField>, 'uploadFile' | 'max' | 'help' | 'signInHint'>;

export function ImagesField(props: Props) {
  return (
    <ImageUploadField
      {...props} uploadFile={uploadReviewImage} max={MAX_REVIEW_ATTACHMENTS}
      help={`Optional: up to ${MAX_REVIEW_ATTACHMENTS} photos (JPEG, PNG, WebP or GIF, 5 MB each).`}
      signInHint="You can add images after you sign in, before you publish."
    />
  );
}
