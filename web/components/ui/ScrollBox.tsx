import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './ScrollBox.css';

/**
 * A box that scrolls sideways (a wide plain table on a phone). While its content is wider than the
 * box it is a named region in the tab order, so a keyboard can scroll it with the arrow keys (WCAG
 * 2.1.1; axe `scrollable-region-focusable`); when everything fits it is no tab stop at all.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.scrollBox}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
