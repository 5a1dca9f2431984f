import { useMutation } from '@tanstack/react-query';
import { acceleratorMessages, adminAccountKeys } from '../../../../../modules/identity/contract';
import { partnersKeys } from '../../../../../modules/partners/contract';
import { erasePartner } from '../../api/partners-leave';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';

/**
 * 'Daten löschen' on a deactivated Accelerator's row (GDPR Art. 17). The server refuses, naming what
 * is open, while a statement is not issued or not paid out; the toast shows that sentence.
 */
export function EraseAcceleratorButton({ userId, name }: { userId: string; name: string }) {
  const erase = useMutation({
    mutationFn: () => erasePartner(userId),
    meta: {
      successToast: { title: acceleratorMessages.erased },
      errorToast: { title: 'Löschen nicht möglich', fallback: 'Bitte versuchen Sie es erneut.' },
      invalidates: [adminAccountKeys.partnerUsers, partnersKeys.all],
    },
  });
  return (
    <ConfirmButton
      label="Daten löschen"
      title={`Daten von ${name} löschen?`}
      confirmLabel="Endgültig löschen"
      confirmVariant="danger"
      runs={erase}
    >
      <p>
        Das Konto, das Profil, die Abrechnungsdaten und alle Zugänge von {name} werden endgültig gelöscht (Art. 17
        DSGVO). Gutschriften und Auszahlungen bleiben für die Buchhaltung erhalten; Notizen, Aufgaben, Dateien und
        Nachrichten bei den Klienten bleiben unter „Accelerator (Konto gelöscht)“.
      </p>
    </ConfirmButton>
  );
}
