import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-queue';

/** Spec 02 §9: the copy confirmation shows for 2 s. */
const copiedForMs = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (permissions, insecure origin): fall back to a selected text area below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Copies `text`; reads 'Kopiert!' for 2 s afterwards. */
export function CopyButton({ text, label, isDisabled }: { text: string; label: string; isDisabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      isDisabled={isDisabled}
      aria-label={copied ? `${label}: kopiert` : label}
      onPress={() => {
        copyText(text).then(
          () => setCopied(true),
          () => toast.error('Fehler', 'Das Passwort konnte nicht kopiert werden.'),
        );
      }}
    >
      <span aria-live="polite">{copied ? 'Kopiert!' : 'Kopieren'}</span>
    </Button>
  );
}
