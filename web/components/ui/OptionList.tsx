import { ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { SelectOption } from './SelectField';
import * as styles from './SelectField.css';

/**
 * The open list under a `SelectField` or `ComboBoxField`: each option's label and, quieter, its
 * detail. `items` is left out under a ComboBox, which hands its own (filtered) items to the list.
 */
export function OptionList({ items, emptyText }: { items?: SelectOption[]; emptyText: string }) {
  return (
    <Popover className={styles.popover} placement="bottom start">
      <ListBox<SelectOption>
        {...(items ? { items } : {})}
        className={styles.listBox}
        renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
      >
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
            <Text slot="label">{option.label}</Text>
            {option.detail ? (
              <Text slot="description" className={styles.optionDetail}>
                {option.detail}
              </Text>
            ) : null}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
