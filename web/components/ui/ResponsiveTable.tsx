import type { ReactElement, ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, VisuallyHidden, type Key } from 'react-aria-components';
import * as t from './ResponsiveTable.css';

interface ResponsiveTableProps<T extends object> {
  /** the table's accessible name */
  label: string;
  /** the column names; the first column holds the row headers */
  columns: readonly string[];
  /** columns whose header is only heard (a menu button says what it is) */
  hiddenColumns?: readonly string[];
  items: Iterable<T>;
  children: (item: T) => ReactElement;
  /** the text of an empty table */
  emptyText: string;
  testId?: string;
  /** an extra class for every header cell (e.g. tighter padding), or per column name */
  columnClassName?: string | ((column: string) => string | undefined);
  /** many columns: less side padding, so the table fits beside the menu (not on phones: cards) */
  dense?: boolean;
}

/**
 * A react-aria table that is a table on wide screens and a stack of cards on phones, where each
 * cell shows its column name beside the value. Rows are `<ResponsiveRow>`, cells `<ResponsiveCell>`.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const { label, columns, hiddenColumns = [], items, children, emptyText, testId, columnClassName, dense } = props;
  return (
    <div className={dense ? `${t.wrapper} ${t.dense}` : t.wrapper}>
      <Table aria-label={label} className={t.table} data-testid={testId}>
        <TableHeader className={t.header}>
          {columns.map((c, i) => (
            <Column
              key={c}
              isRowHeader={i === 0}
              className={[t.column, typeof columnClassName === 'function' ? columnClassName(c) : columnClassName]
                .filter(Boolean)
                .join(' ')}
            >
              {hiddenColumns.includes(c) ? <VisuallyHidden>{c}</VisuallyHidden> : c}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={items} className={t.body} renderEmptyState={() => <div className={t.empty}>{emptyText}</div>}>
          {children}
        </TableBody>
      </Table>
    </div>
  );
}

/** A row: a card on phones. */
export function ResponsiveRow({ id, testId, children }: { id: Key; testId?: string; children: ReactNode }) {
  return (
    <Row id={id} className={t.row} data-testid={testId}>
      {children}
    </Row>
  );
}

interface ResponsiveCellProps {
  /** the column name, shown beside the value on phones */
  label: string;
  /** the card's title on phones (no label, larger) */
  title?: boolean;
  /**
   * A control or pill that keeps its own width: wrapped in a span, so on phones it is not a grid
   * item stretched across the value column.
   */
  inline?: boolean;
  className?: string;
  children: ReactNode;
}

export function ResponsiveCell({ label, title = false, inline = false, className, children }: ResponsiveCellProps) {
  return (
    <Cell className={[t.cell, title && t.titleCell, className].filter(Boolean).join(' ')} data-label={label}>
      {inline ? <span>{children}</span> : children}
    </Cell>
  );
}

/** A bold first line and a muted second line in one cell (name and e-mail, date and time). */
export function CellLines({ main, detail, children }: { main: ReactNode; detail?: ReactNode; children?: ReactNode }) {
  return (
    <span>
      <span className={t.strong}>{main}</span>
      {detail ? <span className={t.muted}>{detail}</span> : null}
      {children}
    </span>
  );
}
