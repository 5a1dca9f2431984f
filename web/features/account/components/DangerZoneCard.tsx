import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { deleteOwnAccount } from '../../../api/auth';
import { endLocalSession } from '../../../auth/end-session';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Account.css';

/** Spec 01 §9: the word that confirms the deletion. */
export const deletionWord = 'LÖSCHEN';

/** Clients only: delete the own account after typing LÖSCHEN exactly. */
export function DangerZoneCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const confirmed = confirmation === deletionWord;

  const remind = () => toast.error(`Bitte geben Sie '${deletionWord}' ein, um fortzufahren.`);

  const mutation = useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: async () => {
      endLocalSession(queryClient);
      toast.success('Konto gelöscht', 'Ihr Konto und Ihre Sitzung wurden beendet.');
      await navigate({ to: '/', replace: true });
    },
    onError: () => toast.error('Fehler', 'Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.'),
  });

  return (
    <Card title="Gefahrenzone" tone="danger" testId="danger-zone">
      <p className={styles.dangerText}>
        Wenn Sie Ihr Konto löschen, werden Sie abgemeldet und können sich nicht mehr anmelden. Dieser Schritt kann nicht rückgängig gemacht werden.
      </p>
      <Form
        className={styles.form}
        aria-label="Konto löschen"
        onSubmit={(e) => {
          e.preventDefault();
          if (confirmed) mutation.mutate();
          else remind();
        }}
      >
        <TextField
          label={`Geben Sie ${deletionWord} ein, um zu bestätigen`}
          name="delete-confirmation"
          autoComplete="off"
          value={confirmation}
          onChange={setConfirmation}
          // The browser ignores Enter while the submit button is disabled; say why instead.
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !confirmed) remind();
            else e.continuePropagation();
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" isDisabled={!confirmed} isPending={mutation.isPending}>Konto löschen</Button>
        </div>
      </Form>
    </Card>
  );
}
