import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HandoverPreview, HandoverRequest } from '../../../../../modules/meetings/contract';
import { platformLabels } from '../../../../../modules/meetings/contract';
import { formatCalendarDate } from '../../../../../lib/german/format';
import { refusalReason } from '../../../../api/query-meta';
import { handoverPreviewQuery } from '../../api/partners-leave';
import { handoverMovesIntro } from '../../rules/handover-plan';
import * as styles from './AcceleratorDialogs.css';

type Place = HandoverPreview['moves'][number]['to'];

/** A place as the admin reads it: the platform, then its link or address; a room drawn anew says so. */
function placeText(place: Place): string {
  const label = platformLabels[place.platform];
  if (place.location) return `${label}, ${place.location}`;
  if (place.link) return `${label}, ${place.link}`;
  return place.platform === 'video-room' ? `${label}, neuer Raum` : label;
}

interface Props {
  userId: string;
  name: string;
  request: HandoverRequest;
}

/**
 * Before the admin confirms (2026-11-29): which handed-over meetings leave the leaver's own link or
 * office for the successor's default place, or the portal's room for a fresh one, as the server's
 * hand-over would move them right now.
 * Shown only while some package's meetings go to a successor.
 */
export function HandoverMoves({ userId, name, request }: Props) {
  const handsOver = request.meetings === 'handOver' && request.packages.some((p) => p.toPartnerId !== null);
  const preview = useQuery({
    ...handoverPreviewQuery(userId, request),
    enabled: handsOver,
    placeholderData: keepPreviousData,
  });
  if (!handsOver) return null;
  if (preview.isError)
    return (
      <p className={styles.muted} role="status">
        Welche Termine den Ort wechseln, lässt sich gerade nicht sagen:{' '}
        {refusalReason(preview.error) ?? 'Bitte versuchen Sie es erneut.'}
      </p>
    );
  if (!preview.data)
    return (
      <p className={styles.muted} role="status">
        Es wird geprüft, welche Termine den Ort wechseln …
      </p>
    );
  const { moves } = preview.data;
  if (moves.length === 0)
    return (
      <p className={styles.muted} data-testid="handover-moves">
        Die übergebenen Termine behalten ihren Ort.
      </p>
    );
  return (
    <section className={styles.moves} aria-label="Termine mit neuem Ort" data-testid="handover-moves">
      <p className={styles.text}>{handoverMovesIntro(moves, name)}</p>
      <ul className={styles.moveList}>
        {moves.map((m) => (
          <li key={m.id} className={styles.move}>
            <span className={styles.text}>
              <strong>
                {formatCalendarDate(m.date)}, {m.time} Uhr
              </strong>{' '}
              · {m.clientName}
            </span>
            <span className={styles.muted}>
              {placeText(m.from)} → {placeText(m.to)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
