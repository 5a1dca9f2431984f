import { CopyButton as CopyTextButton } from '../../../../components/ui/CopyButton';

/** Copies the generated password; reads 'Kopiert!' for 2 s afterwards. */
export function CopyButton({ text, label, isDisabled }: { text: string; label: string; isDisabled?: boolean }) {
  return (
    <CopyTextButton
      text={text}
      label={label}
      copiedLabel={`${label}: kopiert`}
      failure="Das Passwort konnte nicht kopiert werden."
      isDisabled={isDisabled}
    />
  );
}
