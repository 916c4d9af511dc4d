// Toasts: top-right, 5 s (spec section 8). Callable from anywhere; <Toaster/> renders them.
import { createStore } from './store.ts';

export const TOAST_DURATION_MS = 5000;
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
export interface Toast { id: number; message: string; severity: ToastSeverity }

let nextId = 1;
export const toastStore = createStore<Toast[]>([]);

function push(severity: ToastSeverity, message: string) {
  const id = nextId++;
  toastStore.set((list) => [...list.slice(-3), { id, message, severity }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number) {
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string) => push('success', message),
  info: (message: string) => push('info', message),
  warning: (message: string) => push('warning', message),
  error: (message: string) => push('error', message),
};
