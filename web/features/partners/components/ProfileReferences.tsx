import type { Reference } from '../../../../modules/partners/contract';
import { ratingLabel, Stars } from './Stars';
import * as styles from './PartnerProfileView.css';

/** The references of a profile: client, stars with the spec's label, project and testimonial. */
export function ProfileReferences({ references }: { references: readonly Reference[] }) {
  if (references.length === 0) return <p className={styles.muted}>Noch keine Referenzen eingetragen.</p>;
  return (
    <ul className={styles.references}>
      {references.map((r, i) => (
        <li key={`${r.client}-${i}`} className={styles.reference}>
          <div className={styles.referenceHead}>
            <span className={styles.referenceClient}>{r.client}</span>
            <span className={styles.referenceRating}>
              <Stars rating={r.rating} />
              <span className={styles.ratingLabel}>{ratingLabel(r.rating)}</span>
            </span>
          </div>
          {r.project ? <p className={styles.referenceProject}>{r.project}</p> : null}
          {r.testimonial ? <blockquote className={styles.testimonial}>„{r.testimonial}“</blockquote> : null}
        </li>
      ))}
    </ul>
  );
}
