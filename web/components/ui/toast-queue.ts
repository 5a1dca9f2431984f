import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

// One app-wide queue, so code outside React (the error handler) can raise toasts too.

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

/** Spec 01 §9: toasts close after 5 s. */
const toastTimeoutMs = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

function show(tone: ToastTone, title: string, description?: string): string {
  return toastQueue.add({ tone, title, ...(description ? { description } : {}) }, { timeout: toastTimeoutMs });
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
