import type { Key, ReactNode } from 'react';
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
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key))} className={styles.tabs}>
      <TabList aria-label={label} className={styles.list}>
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
