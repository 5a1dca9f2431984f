import { useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { toast } from '../ui/toast-queue';

/** Spec 02 §9: the copy confirmation shows for 2 s. */
export const COPIED_FOR_MS = 2000;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Some browsers refuse the async clipboard (permissions); fall back below.
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

/** Copies a meeting link; the button reads 'Kopiert!' for 2 s afterwards. */
export function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Button
      variant="secondary"
      aria-label={copied ? 'Link kopiert' : 'Link kopieren'}
      onPress={() => {
        copyText(link).then(
          () => setCopied(true),
          () => toast.error('Fehler', 'Der Link konnte nicht kopiert werden.'),
        );
      }}
    >
      <span aria-live="polite">{copied ? 'Kopiert!' : 'Kopieren'}</span>
    </Button>
  );
}
