import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css';

/** The id of each layout's `<main>`, the skip link's target. */
export const mainContentId = 'inhalt';

/**
 * 'Zum Inhalt springen' (WCAG 2.4.1): the first thing a Tab reaches, past the menus to the page's
 * content. It moves the focus itself instead of changing the address's hash, which the router would
 * treat as a navigation; the target `<main>` takes focus with tabIndex -1.
 */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    e.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${mainContentId}`} className={styles.skipLink} onClick={skip}>
      Zum Inhalt springen
    </a>
  );
}
