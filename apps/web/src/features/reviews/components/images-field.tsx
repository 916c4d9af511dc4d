// Up to 5 images for a review: each chosen file uploads at once (POST /upload/review-images) and shows as a thumbnail
// that can be removed. Uploading needs a session: a visitor is told to sign in first.
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_REVIEW_ATTACHMENTS } from '@redress/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, uploadReviewImage } from '../api/upload-review-image.ts';

const thumbSx = { position: 'relative', width: 96, height: 96, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover' } as const;

export function ImagesField({ value, onChange, canUpload, onUploadingChange }: {
  value: string[];
  onChange: (next: string[]) => void;
  canUpload: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  const latest = useRef(value);
  latest.current = value;
  const room = MAX_REVIEW_ATTACHMENTS - value.length - pending;
  useEffect(() => onUploadingChange?.(pending > 0), [pending, onUploadingChange]);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > room) toast.warning(`At most ${MAX_REVIEW_ATTACHMENTS} images: ${files.length - Math.max(room, 0)} left out.`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > MAX_IMAGE_BYTES) {
        toast.error(`${file.name} is larger than 5 MB`);
        continue;
      }
      setPending((n) => n + 1);
      uploadReviewImage(file)
        .then(({ url }) => onChange([...latest.current, url]))
        .catch((err: unknown) => toast.error(err instanceof ApiError ? err.message : `${file.name} could not be uploaded`))
        .finally(() => setPending((n) => n - 1));
    }
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, mb: 0.5 }}>Images</Typography>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {canUpload ? `Optional: up to ${MAX_REVIEW_ATTACHMENTS} photos (JPEG, PNG, WebP or GIF, 5 MB each).` : 'You can add images after you sign in, before you publish.'}
      </Typography>
      {(value.length > 0 || pending > 0) && (
        <Box component="ul" aria-label="Chosen images" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, mb: 1.5, p: 0 }}>
          {value.map((url, i) => (
            <Box component="li" key={url} sx={thumbSx}>
              <Box component="img" src={url} alt={`Image ${i + 1}`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small" aria-label={`Remove image ${i + 1}`} onClick={() => onChange(value.filter((u) => u !== url))}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' } }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {Array.from({ length: pending }, (_, i) => (
            <Box component="li" key={`pending-${i}`} sx={{ ...thumbSx, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label="Uploading an image" />
            </Box>
          ))}
        </Box>
      )}
      {canUpload && (
        <>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={onFiles} aria-label="Image files" />
          <Button variant="outlined" startIcon={<AddPhotoAlternateOutlined />} onClick={() => input.current?.click()} disabled={room <= 0} aria-describedby={`${id}-help`}>
            {room <= 0 ? `${MAX_REVIEW_ATTACHMENTS} images added` : 'Add images'}
          </Button>
        </>
      )}
    </Box>
  );
}
