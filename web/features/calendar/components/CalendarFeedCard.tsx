import { useState } from 'react';
import { useMutation, useSuspenseQuery, type UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { calendarKeys, calendarMessages, type CalendarFeedAddress } from '../../../../modules/calendar/contract';
import { formatDate } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { QueryCard } from '../../../components/errors/QueryCard';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../../../components/ui/TextField';
import { buttonRow } from '../../../components/ui/layout.css';
import { textLink } from '../../../components/ui/Link.css';
import { calendarFeedQuery, createCalendarFeed, endCalendarFeed } from '../api/calendar';
import * as styles from './Calendar.css';
import { writeMeta } from '../../../api/query-meta';

const invalidates = [calendarKeys.feed];

/**
 * 'Kalender-Abo' in the account settings (clients and Acceleratoren): a secret address for calendar
 * apps, shown once right after it was made; afterwards only that a feed exists, a new address, or the end.
 */
export function CalendarFeedCard() {
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: setAddress,
    meta: { errorToast: 'Die Kalender-Adresse konnte nicht erzeugt werden.', invalidates },
  });
  const end = useMutation({
    mutationFn: endCalendarFeed,
    onSuccess: () => setAddress(null),
    meta: writeMeta('Kalender-Abo beendet', 'Das Kalender-Abo konnte nicht beendet werden.', invalidates),
  });

  return (
    <QueryCard
      title="Kalender-Abo"
      subtitle={calendarMessages.explanation}
      testId="calendar-feed"
      loadError="Das Kalender-Abo konnte nicht geladen werden."
      footer={
        <p className={styles.hint}>
          Die Adresse wird ungültig, wenn Sie Ihr Passwort ändern. Abgesagte Termine verschwinden aus dem Abo.
        </p>
      }
    >
      <FeedBody address={address} create={create} end={end} />
    </QueryCard>
  );
}

interface FeedBodyProps {
  /** made just now: shown this once */
  address: CalendarFeedAddress | null;
  create: UseMutationResult<CalendarFeedAddress, Error, void>;
  end: UseMutationResult<void, Error, void>;
}

/** What the card says about the feed: the new address, since when one exists, or the way to one. */
function FeedBody({ address, create, end }: FeedBodyProps) {
  const { data: status } = useSuspenseQuery(calendarFeedQuery);
  if (!address && !status.active)
    return (
      <div className={buttonRow}>
        <Button onPress={() => create.mutate()} isPending={create.isPending}>
          Kalender-Abo einrichten
        </Button>
      </div>
    );
  return (
    <div className={styles.body}>
      {address ? (
        <NewAddress address={address} />
      ) : (
        <p className={styles.hint}>
          Ihr Kalender-Abo besteht seit {formatDate(status.createdAt)}. Die Adresse wird aus Sicherheitsgründen nicht
          erneut angezeigt; bei Bedarf erzeugen Sie eine neue.
        </p>
      )}
      <div className={buttonRow}>
        <ConfirmButton
          label="Neue Adresse erzeugen"
          title="Neue Adresse erzeugen?"
          confirmLabel="Neue Adresse erzeugen"
          runs={create}
        >
          Die bisherige Adresse funktioniert sofort nicht mehr; Kalender, die sie abonniert haben, erhalten keine
          Termine mehr.
        </ConfirmButton>
        <ConfirmButton
          label="Kalender-Abo beenden"
          title="Kalender-Abo beenden?"
          confirmLabel="Kalender-Abo beenden"
          confirmVariant="danger"
          runs={end}
        >
          Die Adresse funktioniert sofort nicht mehr.
        </ConfirmButton>
      </div>
    </div>
  );
}

/** The address just made: to copy now, or to open in a calendar app (webcal). */
function NewAddress({ address }: { address: CalendarFeedAddress }) {
  return (
    <>
      <Notice tone="success">{calendarMessages.shownOnce}</Notice>
      <div className={styles.addressRow}>
        <div className={styles.addressField}>
          <TextField label="Kalender-Adresse" value={address.url} isReadOnly spellCheck="false" />
        </div>
        <CopyButton
          text={address.url}
          label="Kalender-Adresse kopieren"
          copiedLabel="Kalender-Adresse kopiert"
          failure="Die Adresse konnte nicht kopiert werden. Bitte markieren und kopieren Sie sie von Hand."
        />
      </div>
      <Link href={address.webcalUrl} className={`${textLink} ${styles.webcal}`}>
        Im Kalenderprogramm öffnen (webcal)
      </Link>
    </>
  );
}
