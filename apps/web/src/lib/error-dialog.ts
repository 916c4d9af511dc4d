// The spec's error dialog: every failed call shows one with the server's message. <ErrorDialog/> renders it.
import { createStore } from './store.ts';

export interface ErrorDialogState { open: boolean; title: string; message: string }
export const errorDialogStore = createStore<ErrorDialogState>({ open: false, title: '', message: '' });

export function showErrorDialog(message: string, title = 'Something went wrong') {
  errorDialogStore.set({ open: true, title, message });
}
export function closeErrorDialog() {
  errorDialogStore.set((s) => ({ ...s, open: false }));
}
