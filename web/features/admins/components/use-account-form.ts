import { useState } from 'react';

/**
 * The state of a create-account dialog (admin or Accelerator): open, the form, whether it was
 * submitted once (then the messages follow every keystroke) and the server's refusal.
 */
export function useAccountForm<F extends object>(empty: F) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<F>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (key: keyof F, value: string) => {
    setForm((f) => ({ ...f, [key]: value }) as F);
    setServerError(null);
  };
  const close = () => {
    setOpen(false);
    setForm(empty);
    setSubmitted(false);
    setServerError(null);
  };
  return { open, setOpen, form, set, submitted, setSubmitted, serverError, setServerError, close };
}
