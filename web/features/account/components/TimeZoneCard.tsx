import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { identityKeys, type User } from '../../../../modules/identity/contract';
import { timeZoneChoices, zoneCity } from '../../../../lib/german/zones';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { saveTimeZone } from '../api/time-zone';

/** A zone saved outside the list (through the API) is offered as it is, named by its city. */
function optionsWith(zone: string) {
  const options = timeZoneChoices.map((c) => ({ id: c.zone, label: c.label }));
  return options.some((o) => o.id === zone) ? options : [...options, { id: zone, label: zoneCity(zone) }];
}

/**
 * The client's time zone (issue 34): her meetings, the booking dialog and her mails show times in
 * it, named ('19:00 Uhr (New York)'). The firm's people always read Berlin's clock, so clients only.
 */
export function TimeZoneCard({ user }: { user: User }) {
  const [zone, setZone] = useState(user.timeZone);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (saved) => queryClient.setQueryData(identityKeys.me, saved),
    meta: {
      successToast: { title: 'Zeitzone gespeichert' },
      errorToast: 'Die Zeitzone konnte nicht gespeichert werden.',
    },
  });
  return (
    <Card title="Zeitzone" testId="time-zone">
      <SelectField
        label="Ihre Zeitzone"
        description="Ihre Termine, freien Zeiten und E-Mails zeigen die Uhrzeit in dieser Zeitzone. Ihr Accelerator plant in Berliner Zeit."
        options={optionsWith(user.timeZone)}
        value={zone}
        onChange={(value) => value && setZone(value)}
      />
      <Button onPress={() => save.mutate(zone)} isPending={save.isPending} isDisabled={zone === user.timeZone}>
        Speichern
      </Button>
    </Card>
  );
}
