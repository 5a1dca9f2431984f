import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './ActionMenu.css';

interface ActionMenuItem {
  id: string;
  label: string;
}

interface ActionMenuProps {
  /** Names the button for assistive tech, e.g. 'Aktionen für Julia Hoffmann'. */
  label: string;
  items: ActionMenuItem[];
  onAction: (id: string) => void;
}

/** A '⋯' button that opens a short list of actions (react-aria Menu: arrow keys, Escape). */
export function ActionMenu({ label, items, onAction }: ActionMenuProps) {
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={label}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menu} aria-label={label} items={items} onAction={(key) => onAction(String(key))}>
          {(item) => (
            <MenuItem id={item.id} className={styles.item}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
