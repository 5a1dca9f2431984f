import { Button } from '../../../components/ui/Button';
import type { DirectoryEntry } from '../rules/directory';
import { formatHoursOf } from '../rules/clients-summary';
import { PartnerAvatar } from './PartnerAvatar';
import { Stars } from './Stars';
import * as styles from './Directory.css';

/** One Accelerator in the directory; 'Profil ansehen' opens the profile dialog. */
export function PartnerCard({ entry, onOpen }: { entry: DirectoryEntry; onOpen: () => void }) {
  const { profile, assigned } = entry;
  const topics = profile.expertise.slice(0, 3);
  return (
    <li className={[styles.card, assigned ? styles.cardAssigned : ''].join(' ')} data-testid="partner-card">
      <div className={styles.cardHead}>
        <PartnerAvatar name={profile.name} />
        <div className={styles.cardIdentity}>
          <h3 className={styles.cardName}>{profile.name}</h3>
          <p className={styles.cardMeta}>
            <span className={styles.cardSpecialty}>{profile.specialty}</span>
            {profile.location ? <span>{profile.location}</span> : null}
          </p>
        </div>
      </div>
      {profile.rating !== null ? <Stars rating={profile.rating} showValue /> : null}
      {assigned ? (
        <p className={styles.hours}>
          <strong>{formatHoursOf(assigned.remainingHours, assigned.totalHours)}</strong> verbleibend
        </p>
      ) : null}
      {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
      {topics.length > 0 ? (
        <ul className={styles.topics} aria-label="Expertise">
          {topics.map((x, i) => (
            <li key={`${x.title}-${i}`} className={styles.topic}>
              {x.title}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardActions}>
        <Button variant="secondary" fullWidth onPress={onOpen} aria-label={`Profil von ${profile.name} ansehen`}>
          Profil ansehen
        </Button>
      </div>
    </li>
  );
}
