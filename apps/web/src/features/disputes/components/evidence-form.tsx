// Adding private evidence to an open dispute before its deadline: a text and up to 5 images (uploaded to the
// dispute-evidence folder). Only the two sides and moderators ever read it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImageUploadField } from '../../../components/image-upload-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddEvidence } from '../api/add-evidence.ts';
import { uploadEvidenceImage } from '../api/upload-evidence.ts';

export function EvidenceForm({ disputeId, until }: { disputeId: string; until: string }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const mutation = useAddEvidence(disputeId);
  const textError = tried && !text.trim() ? 'Write what your evidence shows' : undefined;
  const submit = async () => {
    setTried(true);
    if (!text.trim() || uploading) return;
    try {
      await mutation.mutateAsync({ text: text.trim(), files });
      toast.success('Your evidence is added');
      setText('');
      setFiles([]);
      setTried(false);
    } catch {
      // shown below
    }
  };
  return (
    <Stack component="form" spacing={2} aria-labelledby="evidence-form-title" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Typography id="evidence-form-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>Add your evidence</Typography>
      <Typography color="text.secondary">
        Private: only the other side and Redress&apos;s moderators read it, and neither side sees who the other&apos;s people are. Taken until {formatDayTime(until)}.
      </Typography>
      <TextField
        label="Your evidence" required multiline minRows={3} value={text} onChange={(e) => setText(e.target.value)}
        error={!!textError} helperText={textError ?? 'What happened, with dates, order numbers or anything that helps the moderator decide.'}
        slotProps={{ htmlInput: { maxLength: 3000 } }}
      />
      <ImageUploadField
        value={files} onChange={setFiles} canUpload uploadFile={uploadEvidenceImage} max={5} onUploadingChange={setUploading}
        help="Optional: up to 5 images, such as a receipt or a screenshot (JPEG, PNG, WebP or GIF, 5 MB each)."
      />
      {mutation.isError && <Alert severity="error">{mutation.error instanceof ApiError ? mutation.error.message : 'The evidence was not added'}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={mutation.isPending} disabled={uploading}>Add evidence</Button>
      </div>
    </Stack>
  );
}
