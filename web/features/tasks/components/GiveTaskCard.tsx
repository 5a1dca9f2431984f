import { parseDate, today } from '@internationalized/date';
import { useMutation } from '@tanstack/react-query';
import { BERLIN } from '../../../../lib/german/time';
import { giveTaskRequest, taskMessages, tasksKeys } from '../../../../modules/tasks/contract';
import { writeMeta } from '../../../api/query-meta';
import { submitForm } from '../../../components/form/use-app-form';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { Card } from '../../../components/ui/Card';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { firstMessage } from '../../../lib/validation';
import { giveTask } from '../api/tasks';
import * as styles from './Tasks.css';

const empty = { title: '', details: '', dueOn: '' };
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** 'Neue Aufgabe' (coaches and the office): a title, details and a due day from today on. */
export function GiveTaskCard({ clientId, meetingId }: { clientId: string; meetingId?: string }) {
  const give = useMutation({
    mutationFn: (values: typeof empty) =>
      giveTask(clientId, {
        title: values.title,
        details: values.details || null,
        dueOn: values.dueOn || null,
        meetingId: meetingId ?? null,
      }),
    meta: writeMeta(taskMessages.given, taskMessages.giveFailed, [tasksKeys.ofClient(clientId)]),
    onSuccess: () => form.reset(),
  });
  const form = useSchemaForm(giveTaskRequest, empty, (values) => give.mutate(values));
  return (
    <Card title="Neue Aufgabe" subtitle="Was der Klient bis zur nächsten Sitzung erledigen soll." testId="give-task">
      <form className={styles.form} onSubmit={submitForm(form)} noValidate aria-label="Neue Aufgabe">
        <form.AppField name="title">{(field) => <field.TextField label="Titel" maxLength={200} />}</form.AppField>
        <form.AppField name="details">
          {(field) => <field.TextAreaField label="Details (optional)" maxLength={5000} rows={3} />}
        </form.AppField>
        <form.Field name="dueOn">
          {(field) => (
            <div className={styles.dueField}>
              <DatePickerField
                label="Fällig am (optional)"
                value={isoDay.test(field.state.value) ? parseDate(field.state.value) : null}
                // A day typed in part is sent on to the contract, which refuses it at the field.
                onChange={(v, typed) =>
                  field.handleChange(v ? v.toString() : typed === 'partial' ? 'unvollständig' : '')
                }
                minValue={today(BERLIN)}
                error={firstMessage(field.state.meta.errors)}
              />
            </div>
          )}
        </form.Field>
        <SubmitRow isPending={give.isPending}>Aufgabe stellen</SubmitRow>
      </form>
    </Card>
  );
}
