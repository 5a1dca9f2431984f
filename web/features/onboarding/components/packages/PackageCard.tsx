import { useId } from 'react';
import { Radio } from 'react-aria-components';
import type { PackageTypeInfo } from '../../../../../modules/onboarding/contract';
import { CheckMark } from '../CheckMark';
import { FeatureList } from './FeatureList';
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
          <CheckMark />
        </span>
      </div>
      <span id={descriptionId} className={styles.subtitle}>
        {info.subtitle}
      </span>
      <FeatureList features={info.features} className={styles.features} />
    </Radio>
  );
}
