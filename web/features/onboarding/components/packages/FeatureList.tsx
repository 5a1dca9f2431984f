import * as styles from './Package.css';

/** What a package type includes, one item a line. */
export function FeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f} className={styles.feature}>
          {f}
        </li>
      ))}
    </ul>
  );
}
