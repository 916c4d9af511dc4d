// The spec's error dialog: every failed call shows one with the server's message. <ErrorDialog/> renders it.
import { createStore } from './store.ts';

/** `reference`: the failed answer's request id, shown so support can find its log lines (decision 194). */
export interface ErrorDialogState { open: boolean; title: string; message: string; reference?: string }
export const errorDialogStore = createStore<ErrorDialogState>({ open: false, title: '', message: '' });

export function showErrorDialog(message: string, title = 'Something went wrong', reference?: string) {
  errorDialogStore.set({ open: true, title, message, reference });
}
export function closeErrorDialog() {
  errorDialogStore.set((s) => ({ ...s, open: false }));
}
