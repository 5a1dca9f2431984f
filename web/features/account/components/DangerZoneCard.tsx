import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { Form } from 'react-aria-components';
import { deleteOwnAccount } from '../../../api/auth';
import { endLocalSession } from '../../../auth/end-session';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { submitForm, useAppForm } from '../../../components/form/use-app-form';
import { toast } from '../../../components/ui/toast-queue';
import * as styles from './Account.css';

/** Spec 01 §9: the word that confirms the deletion. */
const deletionWord = 'LÖSCHEN';

/** Clients only: delete the own account after typing LÖSCHEN exactly. */
export function DangerZoneCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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

  const form = useAppForm({
    defaultValues: { confirmation: '' },
    onSubmit: ({ value }) => (value.confirmation === deletionWord ? mutation.mutate() : remind()),
  });
  const confirmed = useStore(form.store, (state) => state.values.confirmation === deletionWord);

  return (
    <Card title="Gefahrenzone" tone="danger" testId="danger-zone">
      <p className={styles.dangerText}>
        Wenn Sie Ihr Konto löschen, werden Sie abgemeldet und können sich nicht mehr anmelden. Dieser Schritt kann nicht
        rückgängig gemacht werden.
      </p>
      <Form className={styles.form} aria-label="Konto löschen" onSubmit={submitForm(form)}>
        <form.AppField name="confirmation">
          {(field) => (
            <field.TextField
              label={`Geben Sie ${deletionWord} ein, um zu bestätigen`}
              name="delete-confirmation"
              autoComplete="off"
              // The browser ignores Enter while the submit button is disabled; say why instead.
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !confirmed) remind();
                else e.continuePropagation();
              }}
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <Button type="submit" variant="danger" isDisabled={!confirmed} isPending={mutation.isPending}>
            Konto löschen
          </Button>
        </div>
      </Form>
    </Card>
  );
}
