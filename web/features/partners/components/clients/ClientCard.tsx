import { clientStatusLabels, hoursRunLow, type UserPackageStatus } from '../../../../../modules/packages/contract';
import type { PartnerClient } from '../../../../../modules/partners/contract';
import { questionnairePaths } from '../../../../../modules/onboarding/contract';
import { PlanMeetingDialog } from '../../../meetings';
import { BetweenDialog } from '../../../between';
import { QuestionnaireDownloadButton } from '../../../clients';
import { Fact, FactList } from '../../../../components/ui/FactList';
import { ProgressMeter } from '../../../../components/ui/ProgressMeter';
import { formatHoursOf } from '../../rules/clients-summary';
import { formatHoursStd } from '../../../../../lib/german/format';
import * as styles from './PartnerClients.css';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { ButtonLink } from '../../../../components/ui/Link';
import { wrapRow } from '../../../../components/ui/layout.css';

const statusLabel = (status: string) => clientStatusLabels[status as UserPackageStatus] ?? 'Ausstehend';

/** One client package of the partner: contact, package, hours and the 'Meeting planen' action. */
export function ClientCard({ client }: { client: PartnerClient }) {
  const used = client.totalHours - client.remainingHours;
  const percent = client.totalHours > 0 ? Math.round((used / client.totalHours) * 100) : 0;
  // Of the partner's own allocation: small from the start is not low (the packages' one rule).
  const low = hoursRunLow(client);
  // Hours held by planned meetings; a partner plans at most the rest.
  const reserved = client.reservedHours;
  return (
    <li className={styles.card} data-testid="client-card">
      <div className={styles.cardHead}>
        <div className={styles.cardIdentity}>
          <h2 className={styles.cardName}>{client.name}</h2>
          <p className={styles.cardCompany}>{client.company ?? 'Kein Unternehmen angegeben'}</p>
        </div>
        <div className={styles.cardActions}>
          {/* Spec 02 §6: a partner downloads their client's questionnaire (the server lets only the client's partners). */}
          <QuestionnaireDownloadButton
            path={questionnairePaths.clientDownload(client.id, 'docx')}
            fallbackName={`fragebogen-${client.id}.docx`}
            label="Fragebogen (DOCX)"
          />
          <PlanMeetingDialog clientId={client.id} variant="secondary" />
        </div>
      </div>
      <FactList layout="grid" columns={3}>
        <Fact label="E-Mail">
          <EmailLink email={client.email} />
        </Fact>
        <Fact label="Telefon">{client.phone ? <PhoneLink phone={client.phone} /> : '–'}</Fact>
        <Fact label="Paket">
          {client.packageName}{' '}
          <span className={client.packageStatus === 'active' ? styles.statusActive : styles.statusOther}>
            {statusLabel(client.packageStatus)}
          </span>
        </Fact>
      </FactList>
      <div className={styles.hoursRow}>
        <ProgressMeter
          label="Stunden"
          percent={percent}
          valueLabel={`${formatHoursOf(client.remainingHours, client.totalHours)} übrig`}
          tone={low ? 'warning' : 'default'}
        />
        {reserved > 0 ? (
          <span className={styles.reserved}>davon {formatHoursStd(reserved)} für geplante Meetings reserviert</span>
        ) : null}
        {low ? <span className={styles.lowHours}>Wenige Stunden übrig</span> : null}
      </div>
      {/* What is kept between sessions (issue 33): the layers in a dialog here, the conversation on its page. */}
      <nav className={wrapRow.md} aria-label={`Zwischen den Sitzungen: ${client.name}`}>
        <BetweenDialog
          clientId={client.id}
          isClient={false}
          title={`${client.name}: Notizen, Aufgaben, Dateien`}
          label="Notizen, Aufgaben, Dateien"
        />
        <ButtonLink to="/messages" search={{ client: client.id }} variant="secondary">
          Nachrichten
        </ButtonLink>
      </nav>
    </li>
  );
}
