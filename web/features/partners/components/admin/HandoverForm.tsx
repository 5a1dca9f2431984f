import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminAccountKeys } from '../../../../../modules/identity/contract';
import type { HandoverRequest, PartnerHoldings } from '../../../../../modules/meetings/contract';
import { partnersKeys } from '../../../../../modules/partners/contract';
import { formatCalendarDate, formatHoursStd } from '../../../../../lib/german/format';
import { refusalReason } from '../../../../api/query-meta';
import { handOverPartner, partnerHoldingsQuery } from '../../api/partners-leave';
import { deleteProfile } from '../../api/partners-write';
import { Button } from '../../../../components/ui/Button';
import { ChoiceChips } from '../../../../components/ui/ChoiceChips';
import { DialogActions } from '../../../../components/ui/ModalDialog';
import { Notice } from '../../../../components/ui/Notice';
import { SelectField } from '../../../../components/ui/SelectField';
import { handoverBlocker, handoverRequestOf, RELEASE, type HandoverChoices } from '../../rules/handover-plan';
import { HandoverMoves } from './HandoverMoves';
import * as styles from './AcceleratorDialogs.css';

interface HandoverFormProps {
  userId: string;
  name: string;
  holdings: PartnerHoldings;
  onClose: () => void;
}

const meetingChoices = [
  { id: 'handOver', label: 'Termine mit übergeben' },
  { id: 'cancel', label: 'Termine absagen' },
];

/**
 * What a leaving Accelerator holds, package by package, with who takes the remaining hours (or
 * that they are released) and what becomes of the planned meetings. Sending it hands everything
 * over in one step and deactivates the account; the server refuses while a started meeting is unsettled.
 */
export function HandoverForm({ userId, name, holdings, onClose }: HandoverFormProps) {
  const [choices, setChoices] = useState<HandoverChoices>({});
  const [meetings, setMeetings] = useState<HandoverRequest['meetings']>('handOver');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (body: HandoverRequest) => {
      const answer = await handOverPartner(userId, body);
      // Spec 02 §8: the profile goes with the account; a failed profile deletion is ignored.
      await deleteProfile(userId).catch(() => undefined);
      return answer;
    },
    meta: {
      successToast: {
        title: 'Accelerator deaktiviert',
        description: `Die Stunden und Termine von ${name} sind übergeben; die Historie bleibt erhalten.`,
      },
      errorToast: { title: 'Übergabe fehlgeschlagen', fallback: 'Bitte versuchen Sie es erneut.' },
      invalidates: [adminAccountKeys.partnerUsers, partnersKeys.all],
    },
    onSuccess: onClose,
    // Part may have gone through (hours moved, the account not yet deactivated): show what is held now.
    onError: () => void queryClient.invalidateQueries({ queryKey: partnerHoldingsQuery(userId).queryKey }),
  });
  const blocker = handoverBlocker(holdings, choices);
  const options = [
    ...holdings.candidates.map((c) => ({ id: c.id, label: c.name })),
    { id: RELEASE, label: 'Stunden freigeben', detail: 'das Paket hält sie dann nicht mehr' },
  ];
  const plannedCount = holdings.packages.reduce((n, p) => n + p.meetings.length, 0);
  return (
    <>
      <p className={styles.text}>
        <strong>{name}</strong> betreut noch Klienten. Bevor das Konto deaktiviert wird, übernimmt ein anderer
        Accelerator die offenen Stunden, oder sie werden freigegeben. Klienten und neue Acceleratoren werden per E-Mail
        informiert.
      </p>
      <p className={styles.muted} data-testid="handover-between-sessions">
        Mit den Stunden verlässt {name} die Unterhaltungen dieser Klienten; wer übernimmt, liest Team- und geteilte
        Notizen, Aufgaben, Dateien und Nachrichten. Was {name} geschrieben hat, bleibt unter dem eigenen Namen erhalten.
      </p>
      <ul className={styles.holdings} aria-label="Offene Pakete">
        {holdings.packages.map((p) => (
          <li key={p.userPackageId} className={styles.holding}>
            <p className={styles.text}>
              <strong>{p.clientName}</strong> · {p.packageName}
            </p>
            <p className={styles.muted}>
              {formatHoursStd(p.remainingHours)} offen
              {p.meetings.length
                ? ` · Termine: ${p.meetings.map((m) => `${formatCalendarDate(m.date)} ${m.time} Uhr`).join(', ')}`
                : ' · keine geplanten Termine'}
            </p>
            <SelectField
              label={`Wer übernimmt die Stunden von ${p.clientName}?`}
              options={options}
              value={choices[p.userPackageId] ?? null}
              onChange={(value) => setChoices((c) => ({ ...c, [p.userPackageId]: value ?? undefined }))}
              isRequired
            />
          </li>
        ))}
      </ul>
      {plannedCount > 0 ? (
        <ChoiceChips
          label="Geplante Termine"
          description="Termine freigegebener Stunden werden immer abgesagt."
          choices={meetingChoices}
          value={meetings}
          onChange={(v) => setMeetings(v === 'cancel' ? 'cancel' : 'handOver')}
        />
      ) : null}
      <HandoverMoves userId={userId} name={name} request={handoverRequestOf(choices, meetings)} />
      {blocker ? <p className={styles.muted}>{blocker}</p> : null}
      {mutation.isError ? (
        <Notice tone="error">
          {refusalReason(mutation.error) ?? 'Die Übergabe ist fehlgeschlagen. Bitte prüfen Sie die Angaben erneut.'}
        </Notice>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
          Abbrechen
        </Button>
        <Button
          variant="danger"
          onPress={() => mutation.mutate(handoverRequestOf(choices, meetings))}
          isDisabled={blocker !== null}
          isPending={mutation.isPending}
        >
          Übergeben und deaktivieren
        </Button>
      </DialogActions>
    </>
  );
}
