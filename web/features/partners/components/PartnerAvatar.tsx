import * as styles from './PartnerAvatar.css';

/** Up to two initials in a soft circle (there are no photos). */
export function PartnerAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLocaleUpperCase('de-DE'))
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
  return (
    <span className={styles.avatar[size]} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
