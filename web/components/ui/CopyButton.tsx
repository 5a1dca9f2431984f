import { useEffect, useState } from 'react';
import { Button } from './Button';
import { toast } from './toast-queue';

/** Spec 02 §9: the copy confirmation shows for 2 s. */
const COPIED_FOR_MS = 2000;

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

interface CopyButtonProps {
  text: string;
  /** accessible name before and after copying */
  label: string;
  copiedLabel: string;
  /** toast text when the browser refuses to copy */
  failure: string;
  isDisabled?: boolean;
}

/** Copies `text`; the button reads 'Kopiert!' for 2 s afterwards. */
export function CopyButton({ text, label, copiedLabel, failure, isDisabled }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      isDisabled={isDisabled}
      aria-label={copied ? copiedLabel : label}
      onPress={() => {
        copyText(text).then(
          () => setCopied(true),
          () => toast.error('Fehler', failure),
        );
      }}
    >
      <span aria-live="polite">{copied ? 'Kopiert!' : 'Kopieren'}</span>
    </Button>
  );
}
