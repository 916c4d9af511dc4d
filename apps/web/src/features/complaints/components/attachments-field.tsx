// A complaint's images: up to 5, uploaded to POST /upload/complaint-images (components/image-upload-field.tsx).
import type { ComponentProps } from 'react';
import { ImageUploadField } from '../../../components/image-upload-field.tsx';
import { uploadComplaintImage } from '../api/upload-image.ts';

export const MAX_ATTACHMENTS = 5;

type Props = Omit<ComponentProps<typeof ImageUploadField>, 'uploadFile' | 'max' | 'help'>;

export function AttachmentsField(props: Props) {
  return (
    <ImageUploadField
      {...props} uploadFile={uploadComplaintImage} max={MAX_ATTACHMENTS}
      help={`Optional: up to ${MAX_ATTACHMENTS} photos or screenshots (JPEG, PNG, WebP or GIF, 5 MB each). Their metadata, such as location, is removed.`}
    />
  );
}
