import { CopyButton } from '../../../components/ui/CopyButton';

/** Copies a meeting link; the button reads 'Kopiert!' for 2 s afterwards. */
export function CopyLinkButton({ link }: { link: string }) {
  return (
    <CopyButton
      text={link}
      label="Link kopieren"
      copiedLabel="Link kopiert"
      failure="Der Link konnte nicht kopiert werden."
    />
  );
}
