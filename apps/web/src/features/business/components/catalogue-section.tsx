// A company's products or services: the list, an add form (name, description, optional image) and removal after
// the confirmation dialog. Employees see the list only.
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CreateCatalogueItemRequestSchema } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { showServerErrors } from './server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompanyCatalogue, useCreateCatalogueItem, useDeleteCatalogueItem, type CatalogueItem, type CatalogueKind } from '../api/catalogue.ts';
import { IMAGE_ACCEPT, uploadImage } from '../api/uploads.ts';
import { TextField } from '../../../components/text-field.tsx';

const words = {
  product: { one: 'product', title: 'Products', folder: 'product-images' },
  service: { one: 'service', title: 'Services', folder: 'service-images' },
} as const;

const shape = CreateCatalogueItemRequestSchema.shape;
const FormSchema = z.object({ name: shape.name, description: z.string().trim().max(2000, 'is at most 2000 characters') });
type Form = z.input<typeof FormSchema>;

function AddItemForm({ kind, companyId, onDone }: { kind: CatalogueKind; companyId: string; onDone: () => void }) {
  const w = words[kind];
  const create = useCreateCatalogueItem(kind, companyId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const { register, handleSubmit, setError, clearErrors, formState: { errors, isSubmitting } } = useForm<Form>({ resolver: zodResolver(FormSchema), defaultValues: { name: '', description: '' } });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    e.target.value = '';
    setFile(f);
    setPreview(f ? URL.createObjectURL(f) : null);
  };

  const onSubmit = handleSubmit(async (v) => {
    try {
      const image = file ? (await uploadImage(w.folder, file)).url : null;
      await create.mutateAsync({ name: v.name, description: v.description || null, image });
      toast.success(`${v.name} added`);
      onDone();
    } catch (err) {
      showServerErrors(err, setError, clearErrors, ['name', 'description']);
    }
  });

  const id = `add-${kind}`;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={`Add a ${w.one}`} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField id={`${id}-name`} label={`${kind === 'product' ? 'Product' : 'Service'} name`} {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
      <TextField id={`${id}-description`} label="Description" multiline minRows={2} {...register('description')} error={!!errors.description} helperText={errors.description?.message ?? 'Optional'} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={preview ?? undefined} alt={file ? `Chosen image ${file.name}` : ''} variant="rounded" sx={{ width: 56, height: 56 }} />
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={onFile} aria-label={`${kind === 'product' ? 'Product' : 'Service'} image file`} />
        <Button variant="text" onClick={() => fileInput.current?.click()}>{file ? 'Change image' : 'Add an image (optional)'}</Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={isSubmitting}>Add {w.one}</Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
    </Stack>
  );
}

function ItemRow({ item, kind, companyId, canManage }: { item: CatalogueItem; kind: CatalogueKind; companyId: string; canManage: boolean }) {
  const confirm = useConfirm();
  const remove = useDeleteCatalogueItem(kind, companyId);
  const onDelete = async () => {
    const ok = await confirm({ title: `Delete ${item.name}?`, message: `The ${words[kind].one} leaves your company page. Complaints that name it keep the name.`, confirmLabel: 'Delete', destructive: true });
    if (!ok) return;
    await remove.mutateAsync(item.id);
    toast.success(`${item.name} deleted`);
  };
  return (
    <ListItem
      divider
      secondaryAction={canManage ? (
        <IconButton edge="end" aria-label={`Delete ${item.name}`} onClick={() => void onDelete().catch(() => undefined)} disabled={remove.isPending}><DeleteOutlined /></IconButton>
      ) : undefined}
    >
      <ListItemAvatar><Avatar src={item.image ?? undefined} alt="" variant="rounded">{item.name[0]}</Avatar></ListItemAvatar>
      <ListItemText primary={item.name} secondary={item.description} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
    </ListItem>
  );
}

export function CatalogueSection({ kind, companyId, canManage }: { kind: CatalogueKind; companyId: string; canManage: boolean }) {
  const w = words[kind];
  const items = useCompanyCatalogue(kind, companyId);
  const [adding, setAdding] = useState(false);
  const list = items.data?.data ?? [];
  return (
    <Stack spacing={2}>
      {items.isLoading && <LoadingBlock height={120} label={`Loading ${kind}s`} />}
      {items.data && list.length === 0 && (
        <EmptyState title={`No ${kind}s yet`}>{canManage ? `Add the ${kind}s customers know you for, so they can name them in complaints and reviews.` : `The owner has not listed any ${kind}s yet.`}</EmptyState>
      )}
      {list.length > 0 && (
        <List aria-label={w.title} disablePadding>
          {list.map((item) => <ItemRow key={item.id} item={item} kind={kind} companyId={companyId} canManage={canManage} />)}
        </List>
      )}
      {items.data && items.data.meta.totalResults > list.length && (
        <Typography variant="body2" color="text.secondary">Showing {list.length} of {items.data.meta.totalResults}.</Typography>
      )}
      {canManage && (adding
        ? <AddItemForm kind={kind} companyId={companyId} onDone={() => setAdding(false)} />
        : <Box><Button variant="outlined" onClick={() => setAdding(true)}>Add a {w.one}</Button></Box>)}
    </Stack>
  );
}
