// Up to `max` images for a complaint or a review: each chosen file shows at once with its upload progress, becomes a
// URL once uploaded (the caller's `upload`), and can be removed. Uploading needs a session: a visitor is told to sign in.
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadResponse } from '@redress/contract';
import { ApiError } from '../lib/api-client.ts';
import { toast } from '../lib/toast.ts';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '../lib/upload-image.ts';

interface Upload { key: number; name: string; preview: string; progress: number }

let nextKey = 1;

const thumbSx = { position: 'relative', width: 96, height: 96, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover' } as const;

export function ImageUploadField({ value, onChange, canUpload, uploadFile, max, help, signInHint, onUploadingChange }: {
  value: string[];
  onChange: (next: string[]) => void;
  canUpload: boolean;
  /** Sends one image, reporting its progress in percent; answers its URL. */
  uploadFile: (file: File, onProgress: (percent: number) => void) => Promise<UploadResponse>;
  max: number;
  /** What may be added, shown to those who can upload. */
  help: string;
  signInHint?: string;
  /** Told while an image is still on its way, so that the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(value);
  latest.current = value;
  const room = max - value.length - uploads.length;

  const uploading = uploads.length > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Previews are revoked when the field goes away (each upload's own is revoked when it ends).
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p)), []);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > room) toast.warning(`At most ${max} images: ${files.length - Math.max(room, 0)} left out.`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > MAX_IMAGE_BYTES) {
        toast.error(`${file.name} is larger than 5 MB`);
        continue;
      }
      const upload: Upload = { key: nextKey++, name: file.name, preview: URL.createObjectURL(file), progress: 0 };
      setUploads((list) => [...list, upload]);
      previews.current.add(upload.preview);
      const done = () => {
        setUploads((list) => list.filter((u) => u.key !== upload.key));
        URL.revokeObjectURL(upload.preview);
        previews.current.delete(upload.preview);
      };
      uploadFile(file, (progress) => setUploads((list) => list.map((u) => (u.key === upload.key ? { ...u, progress } : u))))
        .then(({ url }) => {
          onChange([...latest.current, url]);
          done();
        })
        .catch((err: unknown) => {
          toast.error(err instanceof ApiError ? err.message : `${file.name} could not be uploaded`);
          done();
        });
    }
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, mb: 0.5 }}>Images</Typography>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {canUpload ? help : signInHint ?? 'Sign in to add images.'}
      </Typography>
      <Box component="ul" aria-label="Chosen images" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
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
        {uploads.map((u) => (
          <Box component="li" key={u.key} sx={thumbSx}>
            <Box component="img" src={u.preview} alt={`${u.name}, uploading`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: 0.5 }} />
            <LinearProgress variant="determinate" value={u.progress} aria-label={`Uploading ${u.name}`} sx={{ position: 'absolute', left: 4, right: 4, bottom: 6 }} />
          </Box>
        ))}
      </Box>
      {canUpload && (
        <>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={onFiles} aria-label="Image files" />
          <Button
            variant="outlined" startIcon={<AddPhotoAlternateOutlined />} onClick={() => input.current?.click()} disabled={room <= 0}
            aria-describedby={`${id}-help`} sx={{ mt: value.length || uploads.length ? 1.5 : 0 }}
          >
            {room <= 0 ? `${max} images added` : 'Add images'}
          </Button>
        </>
      )}
    </Box>
  );
}
