// Create or edit an advert: title, image (uploaded), http(s) link, placement, schedule and whether it is active.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AdminAdvert, AdvertPlacement } from '@redress/contract';
import { ImageUploadField } from '../../../components/image-upload-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { uploadAdvertImage, useSaveAdvert } from '../api/adverts.ts';

/** datetime-local wants local 'YYYY-MM-DDTHH:mm'. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

export function AdvertDialog({ advert, onClose }: { advert?: AdminAdvert; onClose: () => void }) {
  const save = useSaveAdvert();
  const [title, setTitle] = useState(advert?.title ?? '');
  const [image, setImage] = useState<string[]>(advert ? [advert.imageUrl] : []);
  const [linkUrl, setLinkUrl] = useState(advert?.linkUrl ?? '');
  const [placement, setPlacement] = useState<AdvertPlacement>(advert?.placement ?? 'side');
  const [startsAt, setStartsAt] = useState(toLocal(advert?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocal(advert?.endsAt ?? null));
  const [active, setActive] = useState(advert?.active ?? true);
  const [uploading, setUploading] = useState(false);

  const submit = () => save.mutate({
    id: advert?.id,
    input: { title, imageUrl: image[0] ?? '', linkUrl, placement, active, startsAt: fromLocal(startsAt), endsAt: fromLocal(endsAt) },
  }, { onSuccess: (a) => { toast.success(`${a.title} is saved`); onClose(); } });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="advert-dialog-title">
      <DialogTitle id="advert-dialog-title">{advert ? 'Edit advert' : 'New advert'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required />
          <ImageUploadField value={image} onChange={setImage} canUpload uploadFile={uploadAdvertImage} max={1} help="The banner image: JPEG, PNG, WebP or GIF." onUploadingChange={setUploading} />
          <TextField label="Link (http or https)" value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} required type="url" />
          <TextField select label="Placement" value={placement} onChange={(e) => setPlacement(e.target.value as AdvertPlacement)}>
            <MenuItem value="side">Side column</MenuItem>
            <MenuItem value="top">Top</MenuItem>
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Starts" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
            <TextField label="Ends" type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          </Stack>
          <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label="Active" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || uploading}>Save advert</Button>
      </DialogActions>
    </Dialog>
  );
}
