import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { myMeetingsQuery } from '../api/meetings-history';
import { useSessionUser } from '../../../auth/use-session';
import { QueryCard } from '../../../components/errors/QueryCard';
import { ButtonLink } from '../../../components/ui/Link';
import { CopyLinkButton } from './CopyLinkButton';
import { formatDuration, formatMeetingWhenIn, platformLabel } from '../rules/format';
import { useViewerZone } from './use-viewer-zone';
import { nextAppointment } from '../rules/lists';
import { useNow } from './use-now';
import * as styles from './NextAppointmentCard.css';

/** The dashboards' next-appointment card (client and partner), with a link to the meetings screen. */
export function NextAppointmentCard() {
  const isPartner = useSessionUser()?.role !== 'user';
  return (
    <div className={styles.wrapper}>
      <QueryCard
        title="Nächster Termin"
        testId="next-appointment"
        loadError="Der nächste Termin konnte nicht geladen werden."
        footer={
          <ButtonLink to={isPartner ? '/partner/meetings' : '/meetings'} variant="secondary">
            Alle Termine
          </ButtonLink>
        }
      >
        <NextAppointment isPartner={isPartner} />
      </QueryCard>
    </div>
  );
}

function NextAppointment({ isPartner }: { isPartner: boolean }) {
  const { data: history } = useSuspenseQuery(myMeetingsQuery);
  const now = useNow();
  const next = nextAppointment(history.scheduled, now);
  const zone = useViewerZone();
  return (
    <>
      {!next ? <p className={styles.muted}>Kein anstehender Termin.</p> : null}
      {next ? (
        <div className={styles.next}>
          <p className={styles.when}>{formatMeetingWhenIn(next, zone)}</p>
          <p className={styles.with_}>mit {isPartner ? next.clientName : next.partnerName}</p>
          <p className={styles.muted}>
            {formatDuration(next.duration)} · {platformLabel(next.platform)}
          </p>
          {next.location ? <p className={styles.muted}>{next.location}</p> : null}
          {next.link ? (
            <div className={styles.linkRow}>
              <Link href={next.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                Zum Meeting
              </Link>
              <CopyLinkButton link={next.link} />
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
