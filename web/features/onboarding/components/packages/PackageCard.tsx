import { useId } from 'react';
import { Radio } from 'react-aria-components';
import type { PackageTypeInfo } from '../../../../../modules/onboarding/contract';
import * as styles from './Package.css';

const recommendedBadge = 'Unsere Empfehlung';

/** One package type as a selectable card: title, subtitle, five features. */
export function PackageCard({ info, recommended }: { info: PackageTypeInfo; recommended: boolean }) {
  const descriptionId = useId();
  return (
    <Radio
      value={info.id}
      className={styles.card}
      data-recommended={recommended}
      aria-label={recommended ? `${info.title} (${recommendedBadge})` : info.title}
      aria-describedby={descriptionId}
      data-testid={`package-${info.id}`}
    >
      {recommended ? <span className={styles.badge}>{recommendedBadge}</span> : null}
      <div className={styles.titleRow}>
        <span className={styles.title}>{info.title}</span>
        <span className={styles.selectedMark} aria-hidden="true">
          <svg width="12" height="12" viewBox="0 0 12 12">
            <path
              d="M2.5 6.2 5 8.5l4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </div>
      <span id={descriptionId} className={styles.subtitle}>
        {info.subtitle}
      </span>
      <ul className={styles.features}>
        {info.features.map((f) => (
          <li key={f} className={styles.feature}>
            {f}
          </li>
        ))}
      </ul>
    </Radio>
  );
}
