// The spec's error dialog: every failed call shows the server's message here.
import { lazy } from 'react';
import { closeErrorDialog, errorDialogStore } from '../lib/error-dialog.ts';
import { useStore } from '../lib/store.ts';
import { LazyOverlay } from './lazy-dialog.tsx';

const MessageDialog = lazy(() => import('./message-dialog.tsx'));

export function ErrorDialog() {
  const { open, title, message, reference } = useStore(errorDialogStore);
  return (
    <LazyOverlay open={open}>
      <MessageDialog open={open} onClose={closeErrorDialog} title={title} text={message} note={reference ? `Reference: ${reference}` : undefined} actions={[{ label: 'OK', onClick: closeErrorDialog, primary: true }]} />
    </LazyOverlay>
  );
}
