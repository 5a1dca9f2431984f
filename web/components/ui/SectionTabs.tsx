import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import * as styles from './SectionTabs.css';

interface SectionTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface SectionTabsProps {
  /** Names the tab list for assistive tech. */
  label: string;
  tabs: SectionTab[];
  selected: string;
  onSelect: (id: string) => void;
}

/** Tabs over the sections of one screen (react-aria Tabs: arrow keys move between tabs). */
export function SectionTabs({ label, tabs, selected, onSelect }: SectionTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // On a phone the list scrolls sideways: the chosen tab (also one chosen by the URL) stays in view.
  // Only the list scrolls, never the page.
  // The tabs render after the list (react-aria builds its collection first): measured a frame later.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const row = list.current;
      const tab = row?.querySelector('[data-selected]');
      if (!row || !tab) return;
      const [r, t] = [row.getBoundingClientRect(), tab.getBoundingClientRect()];
      if (t.left < r.left) row.scrollLeft -= r.left - t.left;
      else if (t.right > r.right) row.scrollLeft += t.right - r.right;
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key))} className={styles.tabs}>
      <TabList ref={list} aria-label={label} className={styles.list}>
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id} className={styles.tab}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id} className={styles.panel}>
          {t.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
