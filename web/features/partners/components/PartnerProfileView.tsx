import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { isFullProfile, type PartnerProfileView as ProfileView } from '../../../../modules/partners/contract';
import { classForButton } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/Link';
import { Fact, FactList } from '../../../components/ui/FactList';
import type { AssignedHours } from '../rules/directory';
import { formatHoursOf } from '../rules/clients-summary';
import { formatEuro, formatHoursStd } from '../../../../lib/german/format';
import { PartnerAvatar } from './PartnerAvatar';
import { EmailLink, PhoneLink } from './ContactLinks';
import { ProfileReferences } from './ProfileReferences';
import { Stars } from './Stars';
import * as styles from './PartnerProfileView.css';

interface PartnerProfileViewProps {
  profile: ProfileView;
  /** The client's hours with this partner, when they hold some in the client's package. */
  assigned?: AssignedHours | null;
  /** Level of the name; section titles are one below. */
  headingLevel?: 2 | 3;
  /** False inside a dialog whose title already names the partner. */
  showName?: boolean;
}

/** The view mode of the partner profile component: what the viewer may see of one Accelerator. */
export function PartnerProfileView({
  profile,
  assigned = null,
  headingLevel = 2,
  showName = true,
}: PartnerProfileViewProps) {
  const Name = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h3' | 'h4';
  const full = isFullProfile(profile) ? profile : null;
  const email = 'email' in profile ? profile.email : null;
  const phone = 'phone' in profile ? profile.phone : null;

  const facts: { term: string; value: ReactNode }[] = [];
  if (email) facts.push({ term: 'E-Mail', value: <EmailLink email={email} /> });
  if (phone) facts.push({ term: 'Telefon', value: <PhoneLink phone={phone} /> });
  if (full?.hourlyRate != null) facts.push({ term: 'Stundensatz', value: formatEuro(full.hourlyRate) });
  if (full?.availableHours != null)
    facts.push({ term: 'Verfügbare Stunden', value: formatHoursStd(full.availableHours) });

  return (
    <article className={styles.profile} data-testid="partner-profile">
      <header className={styles.head}>
        <PartnerAvatar name={profile.name} size="lg" />
        <div className={styles.identity}>
          {showName ? <Name className={styles.name}>{profile.name}</Name> : null}
          <p className={styles.meta}>
            <span className={styles.specialty}>{profile.specialty}</span>
            {profile.location ? <span>{profile.location}</span> : null}
          </p>
          {profile.rating !== null ? <Stars rating={profile.rating} showValue /> : null}
        </div>
        {full && (!full.active || !full.accountActive) ? (
          <span className={styles.statusBadge}>{full.accountActive ? 'Profil inaktiv' : 'Konto deaktiviert'}</span>
        ) : null}
      </header>

      {assigned ? (
        <p className={styles.assigned}>
          Ihr Accelerator · <strong>{formatHoursOf(assigned.remainingHours, assigned.totalHours)}</strong> verbleibend
        </p>
      ) : null}

      {facts.length > 0 ? (
        <FactList layout="grid" columns={2}>
          {facts.map((f) => (
            <Fact key={f.term} label={f.term}>
              {f.value}
            </Fact>
          ))}
        </FactList>
      ) : null}

      {assigned?.bookable || profile.linkedin ? (
        <div className={styles.links}>
          {/* Booking goes through the portal's free slots and the package's hours (/meetings opens
              its 'Termin buchen' for this Accelerator), never to an outside calendar: the stored
              Calendly link is shown to no one. */}
          {assigned?.bookable ? (
            <ButtonLink to="/meetings" search={{ book: profile.userId }}>
              Termin buchen
            </ButtonLink>
          ) : null}
          {profile.linkedin ? (
            <Link
              href={profile.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className={classForButton('secondary')}
            >
              LinkedIn-Profil
            </Link>
          ) : null}
        </div>
      ) : null}

      {profile.bio ? (
        <section className={styles.section}>
          <Section className={styles.sectionTitle}>Über mich</Section>
          <p className={styles.bio}>{profile.bio}</p>
        </section>
      ) : null}

      <section className={styles.section}>
        <Section className={styles.sectionTitle}>Expertise</Section>
        {profile.expertise.length === 0 ? (
          <p className={styles.muted}>Noch keine Expertise eingetragen.</p>
        ) : (
          <ul className={styles.expertise}>
            {profile.expertise.map((x, i) => (
              <li key={`${x.title}-${i}`} className={styles.expertiseItem}>
                <span className={styles.expertiseTitle}>{x.title}</span>
                {x.description ? <span className={styles.expertiseText}>{x.description}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section}>
        <Section className={styles.sectionTitle}>Referenzen</Section>
        <ProfileReferences references={profile.references} />
      </section>
    </article>
  );
}
