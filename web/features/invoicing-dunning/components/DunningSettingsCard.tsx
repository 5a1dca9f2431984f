import { useSuspenseQuery } from '@tanstack/react-query';
import { dunningKeys } from '../../../../modules/invoicing/contract';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { queryCard } from '../../../components/errors/QueryCard';
import { dunningSettingsQuery, saveDunningSettings } from '../api/dunning';
import { checkScheduleForm, scheduleFormFrom } from '../rules/schedule-form';
import * as styles from './Dunning.css';

const fields = [
  { name: 'reminderDays', label: 'Zahlungserinnerung (Tage nach Fälligkeit)' },
  { name: 'firstDunningDays', label: '1. Mahnung (Tage nach Fälligkeit)' },
  { name: 'secondDunningDays', label: '2. Mahnung (Tage nach Fälligkeit)' },
] as const;

/** The card 'Mahnwesen' of /admin/settings: from which day after the due date each level may go out. */
export const DunningSettingsCard = queryCard(
  {
    title: 'Mahnwesen',
    subtitle: 'Die Zahlungserinnerung geht automatisch hinaus; die Mahnungen sendet das Büro aus den offenen Posten.',
    testId: 'settings-dunning',
    loadError: 'Die Mahnstufen konnten nicht geladen werden.',
  },
  ScheduleForm,
);

function ScheduleForm() {
  const { data } = useSuspenseQuery(dunningSettingsQuery);
  const { form, save } = useSavedForm({
    initial: () => scheduleFormFrom(data),
    check: checkScheduleForm,
    save: saveDunningSettings,
    queryKey: dunningKeys.settings,
    messages: { saved: 'Mahnstufen gespeichert', saveFailed: 'Mahnstufen nicht gespeichert' },
    valuesOf: scheduleFormFrom,
  });
  return (
    <SaveForm label="Mahnwesen" of={{ form, save }} className={styles.days}>
      {fields.map((f) => (
        <form.AppField key={f.name} name={f.name}>
          {(field) => <field.NumberField label={f.label} />}
        </form.AppField>
      ))}
    </SaveForm>
  );
}
