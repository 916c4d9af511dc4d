// The "Dispute" button on a review or complaint the company's owner or a manager may dispute; the dialog loads when asked for.
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Button from '@mui/material/Button';
import type { DisputeItemKind } from '@redress/contract';
import { lazy, useState } from 'react';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';

const OpenDisputeDialog = lazy(() => import('./open-dispute-dialog.tsx').then((m) => ({ default: m.OpenDisputeDialog })));

export function DisputeAction({ itemKind, itemId, itemTitle, size = 'small' }: { itemKind: DisputeItemKind; itemId: string; itemTitle: string; size?: 'small' | 'medium' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="outlined" color="warning" startIcon={<GavelOutlined />} onClick={() => setOpen(true)} aria-label={`Dispute “${itemTitle}”`}>
        Dispute
      </Button>
      <LazyOverlay open={open}>
        <OpenDisputeDialog open={open} onClose={() => setOpen(false)} itemKind={itemKind} itemId={itemId} itemTitle={itemTitle} />
      </LazyOverlay>
    </>
  );
}
