// The company's logo and banner: pick a file, see it at once, and it is uploaded (company-images) and saved.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Company } from '@redress/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCompany } from '../api/companies.ts';
import { IMAGE_ACCEPT, uploadImage } from '../api/uploads.ts';

type Slot = 'logo' | 'banner';
const label: Record<Slot, string> = { logo: 'Logo', banner: 'Banner' };

/** A local preview of the chosen file while it uploads; revoked when replaced or unmounted. */
function usePreview() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return [url, (file: File | null) => setUrl(file ? URL.createObjectURL(file) : null)] as const;
}

function ImagePicker({ company, slot, readOnly }: { company: Company; slot: Slot; readOnly: boolean }) {
  const update = useUpdateCompany(company.id);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = usePreview();
  const current = preview ?? company[slot];

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setPreview(file);
    setBusy(true);
    try {
      const { url } = await uploadImage('company-images', file);
      await update.mutateAsync({ [slot]: url });
      toast.success(`${label[slot]} updated`);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : `The ${slot} could not be uploaded`);
    } finally {
      setPreview(null);
      setBusy(false);
    }
  };

  const alt = `${company.name} ${slot}`;
  return (
    <Stack spacing={1} sx={{ flex: slot === 'banner' ? 2 : 1, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{label[slot]}</Typography>
      {slot === 'logo' ? (
        <Avatar src={current ?? undefined} alt={alt} variant="rounded" sx={{ width: 96, height: 96, bgcolor: 'secondary.main', fontSize: 36 }}>{company.name[0]}</Avatar>
      ) : (
        <Box sx={{ aspectRatio: '4 / 1', width: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
          {current
            ? <Box component="img" src={current} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            : <Typography color="text.secondary" sx={{ p: 2 }}>No banner yet</Typography>}
        </Box>
      )}
      {!readOnly && (
        <>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={onFile} aria-label={`${label[slot]} file`} />
          <Box><Button variant="outlined" onClick={() => input.current?.click()} loading={busy}>{company[slot] ? `Change ${slot}` : `Upload ${slot}`}</Button></Box>
          <Typography variant="body2" color="text.secondary">JPEG, PNG, WebP or GIF, up to 5 MB{slot === 'banner' ? '; wide images (4:1) look best' : '; square images look best'}.</Typography>
        </>
      )}
    </Stack>
  );
}

export function CompanyImages({ company, readOnly = false }: { company: Company; readOnly?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <ImagePicker company={company} slot="logo" readOnly={readOnly} />
      <ImagePicker company={company} slot="banner" readOnly={readOnly} />
    </Stack>
  );
}
