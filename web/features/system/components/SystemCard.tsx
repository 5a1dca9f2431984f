import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { formatAgo } from '../../../../lib/german/ago';
import { formatBytes } from '../../../../lib/german/bytes';
import { formatDateTime, formatNumber } from '../../../../lib/german/format';
import { queueLabel, systemKeys, systemMessages, type SystemState } from '../../../../lib/system-state';
import { Button } from '../../../components/ui/Button';
import { queryCard } from '../../../components/errors/QueryCard';
import { Fact, FactList, Missing } from '../../../components/ui/FactList';
import { Notice } from '../../../components/ui/Notice';
import { backUpNow, systemStateQuery } from '../api/system';
import * as styles from './SystemCard.css';

/** Older than a day and some: the nightly backup did not run (server/backup/README.md). */
const STALE_BACKUP_SECONDS = 26 * 3600;
/** The newest migrations shown; the rest are counted. */
const MIGRATIONS_SHOWN = 3;

/** The card 'System' of /admin/settings: version, migrations, backups and failing jobs. */
export const SystemCard = queryCard(
  {
    title: 'System',
    subtitle: 'Version, Datenbank, Sicherungen und Hintergrundaufträge des Portals.',
    testId: 'settings-system',
    loadError: 'Der Systemzustand konnte nicht geladen werden.',
  },
  SystemBody,
);

function SystemBody() {
  const { data } = useSuspenseQuery(systemStateQuery);
  const { backups } = data;
  return (
    <FactList labelWidth="fluid" testId="system-facts">
      <Fact label="Version">{data.version}</Fact>
      <Fact label="Letzte Sicherung">
        <LastBackup latest={backups.latest} />
      </Fact>
      <Fact label="Aufbewahrte Sicherungen">
        {backups.count === 0 ? <Missing>Keine</Missing> : `${backups.count} (${formatBytes(backups.totalBytes)})`}
      </Fact>
      <Fact label="Sicherungsordner">{backups.dir}</Fact>
      <Fact label="Migrationen">
        <Migrations migrations={data.migrations} />
      </Fact>
      <Fact label="Fehlgeschlagene Aufträge">
        <FailedJobs failed={data.failedJobs} />
      </Fact>
    </FactList>
  );
}

function LastBackup({ latest }: { latest: SystemState['backups']['latest'] }) {
  return (
    <div className={styles.lines}>
      {latest ? <BackupFacts latest={latest} /> : <Notice tone="warning">Noch keine Sicherung</Notice>}
      <BackUpNowButton />
    </div>
  );
}

/** Before an upgrade, or when the nightly one failed: the same backup, now (server/backup/README.md). */
function BackUpNowButton() {
  const backUp = useMutation({
    mutationFn: backUpNow,
    meta: {
      successToast: { title: 'Sicherung erstellt' },
      errorToast: { title: 'Sicherung fehlgeschlagen', fallback: systemMessages.backupFailed },
      invalidates: [systemKeys.state],
    },
  });
  return (
    <div>
      <Button variant="secondary" isPending={backUp.isPending} onPress={() => backUp.mutate()}>
        Jetzt sichern
      </Button>
    </div>
  );
}

function BackupFacts({ latest }: { latest: NonNullable<SystemState['backups']['latest']> }) {
  return (
    <div className={styles.lines}>
      <span>{formatAgo(latest.takenAt)}</span>
      <span className={styles.detail}>
        {formatDateTime(latest.takenAt)} · {formatBytes(latest.bytes)} · {formatNumber(latest.events)} Ereignisse ·{' '}
        {latest.encrypted ? 'verschlüsselt' : 'unverschlüsselt'}
      </span>
      {latest.ageSeconds > STALE_BACKUP_SECONDS ? (
        <Notice tone="warning">Die letzte Sicherung ist älter als ein Tag.</Notice>
      ) : null}
    </div>
  );
}

function Migrations({ migrations }: { migrations: SystemState['migrations'] }) {
  const newest = migrations.slice(-MIGRATIONS_SHOWN).reverse();
  const more = migrations.length - newest.length;
  return (
    <div className={styles.lines}>
      <span>{migrations.length} angewandt</span>
      <ul className={styles.list}>
        {newest.map((m) => (
          <li key={m.name} className={styles.lines}>
            <span>{m.name}</span>
            <span className={styles.detail}>{formatDateTime(m.appliedAt)}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <span className={styles.detail}>und {more} ältere</span> : null}
    </div>
  );
}

function FailedJobs({ failed }: { failed: SystemState['failedJobs'] }) {
  if (failed.length === 0) return <span>Keine</span>;
  return (
    <ul className={styles.list}>
      {failed.map((f) => (
        <li key={f.queue} className={styles.lines}>
          <span>
            {queueLabel(f.queue)}: {f.count} in 7 Tagen, zuletzt {formatDateTime(f.lastFailedAt)}
          </span>
          {f.lastError ? <span className={styles.detail}>{f.lastError}</span> : null}
        </li>
      ))}
    </ul>
  );
}
